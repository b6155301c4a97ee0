import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/bootstrap.scss';
import './styles/site.css';
import { App } from './app/App';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
