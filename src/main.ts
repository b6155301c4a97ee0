import './styles/bootstrap.scss';
import './styles/site.css';
import { showStartFailure } from './app/startFailure';

// The entry stays small and loads React lazily: the page rendered at build time preloads the
// scripts that take it over at low priority, behind the stylesheet and the first banner
// (scripts/prerenderPlugin.ts), and stays readable when they fail to load (startFailure.ts).
const root = document.getElementById('root') as HTMLElement;
import('./app/mount')
  .then(({ mount }) => mount(root, window.location.pathname))
  .catch((error: unknown) => showStartFailure(root, error));
