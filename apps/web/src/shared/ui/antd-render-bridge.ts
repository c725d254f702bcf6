import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

// antd-mobile 5 renders Toast and Dialog imperatively with React 18's API; React 19 needs this
// bridge. It is installed by the modules that show them (imported for its effect), not by
// main.tsx: antd-mobile's render helper brings rc-util and Babel's regenerator runtime, which the
// first route does not need.
const roots = new WeakMap<Element | DocumentFragment, Root>();
unstableSetRender((node, container) => {
  const root = roots.get(container) ?? createRoot(container);
  roots.set(container, root);
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    roots.delete(container);
  };
});
