// Records a stage timed elsewhere (.ci/run's install): node record-stage.mjs <name> <seconds>
import { recordStage } from './stages.mjs';

const [stage, seconds] = process.argv.slice(2);
if (!stage || !Number.isFinite(Number(seconds))) {
  console.error('usage: node scripts/suite/record-stage.mjs <stage name> <seconds>');
  process.exit(2);
}
recordStage(stage, Number(seconds), 0);
