import { startAfterFirstPaint } from './app/first-paint/start-after-first-paint.ts';
import './styles.css';
import './shared/care-mode/care-mode.css';

// The page paints what its HTML has (the hall's prerendered frame) before the app's code is
// evaluated: on a slow phone that evaluation is the start's longest task. The code itself is
// already on its way (index.html preloads it).
startAfterFirstPaint(() => import('./app/start.tsx'));
