import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// sonner's own stylesheet as a file (its runtime <style> injection is switched off in vite.config.ts).
import 'sonner/dist/styles.css';
import './index.css';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
