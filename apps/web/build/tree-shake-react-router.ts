import type { Plugin } from 'vite';

/**
 * react-router ships one module whose top level creates its contexts and components
 * (`createContext`, `forwardRef`, `memo`) and names them (`X.displayName = ...`, for the React
 * dev tools only). A bundler must keep such statements, and with them every component they name:
 * Link, NavLink, Form, ScrollRestoration and what those reach, though the app imports few of them.
 * Marking the calls pure and dropping the names lets tree-shaking remove what nothing imports.
 */
export const REACT_ROUTER_CHUNK = /node_modules\/react-router\/dist\/production\/chunk-[\w-]+\.mjs$/;

const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;
const IMPURE_DECLARATION = /^var ([\w$]+) = (React\d*\.(?:createContext|forwardRef|memo)\()/gm;

/** The module with its names dropped and its declarations marked pure, and how many of each it had. */
export function trimReactRouterModule(code: string): { code: string; displayNames: number; pureMarks: number } {
  return {
    code: code.replace(DISPLAY_NAME, '').replace(IMPURE_DECLARATION, 'var $1 = /* @__PURE__ */ $2'),
    displayNames: code.match(DISPLAY_NAME)?.length ?? 0,
    pureMarks: code.match(IMPURE_DECLARATION)?.length ?? 0,
  };
}

export function treeShakeReactRouter(): Plugin {
  return {
    name: 'hall-tree-shake-react-router',
    apply: 'build',
    transform: {
      filter: { id: REACT_ROUTER_CHUNK },
      handler: (code) => ({ code: trimReactRouterModule(code).code, map: null }),
    },
  };
}
