import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { Bootstrap } from './Bootstrap';
import { authProvider } from './providers/authProvider';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing in index.html');

createRoot(root).render(
  <StrictMode>
    <Bootstrap load={authProvider.loadProfile}>
      <App />
    </Bootstrap>
  </StrictMode>,
);
