// .ci/run's stages outside npm test (install, fault tests): node run-stage.mjs <name> -- <command…>
import { runCommand, runStage } from './stages.mjs';

const [stage, separator, command, ...args] = process.argv.slice(2);
if (!stage || separator !== '--' || !command) {
  console.error('usage: node scripts/suite/run-stage.mjs <stage name> -- <command> [arguments…]');
  process.exit(2);
}
process.exit(await runStage(stage, () => runCommand(command, args)));
