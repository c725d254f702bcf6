// antd-mobile's feedback components, in their own chunk: loaded by toast.ts and dialogs.ts when
// first needed.
export { Dialog, Toast } from 'antd-mobile';
