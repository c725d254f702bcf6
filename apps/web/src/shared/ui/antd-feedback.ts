// antd-mobile's feedback components, in their own chunk: loaded by toast.ts and dialogs.ts when
// first needed, with the React 19 render bridge they need.
import './antd-render-bridge.ts';

export { Dialog, Toast } from 'antd-mobile';
