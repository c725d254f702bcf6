// Prints the routes the web app serves (from its real route table) and the operations the
// server answers (from the contract the server registers), for ../shared/tools/spec-coverage.mjs.
import { endpoints, OPERATION_NAMES } from '../packages/contract/src/endpoints.ts';
import { listRoutePaths } from '../apps/web/src/app/route-table.ts';

const catalog = {
  routes: listRoutePaths(),
  operations: OPERATION_NAMES.map((name) => ({ name, method: endpoints[name].method, path: endpoints[name].path })),
};
console.log(JSON.stringify(catalog, null, 2));
