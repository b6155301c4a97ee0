import './styles/bootstrap.scss';
import './styles/site.css';
import { startEarlyReads } from './app/earlyReads';
import { showStartFailure } from './app/startFailure';

// The entry stays small and loads React lazily, so that a page's Firestore reads start as soon as
// the code of the reads has arrived, while React is still on its way.
const root = document.getElementById('root') as HTMLElement;
startEarlyReads(root);
import('./app/mount')
  .then(({ mount }) => mount(root, window.location.pathname))
  .catch((error: unknown) => showStartFailure(root, error));
