import { Box } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The page the mail body goes into: the app's font and colours. Links aim at a new window, which
 * the sandbox refuses, so a click neither leaves the app nor loads a site inside the frame.
 */
const SHELL = `<!doctype html><html lang="nl"><head><meta charset="utf-8"><base target="_blank"><style>
body{margin:16px 20px;font:14px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1f2937;overflow-wrap:anywhere}
p{margin:0 0 12px}p:last-child{margin-bottom:0}a{color:#1f4e79}
</style></head><body></body></html>`;

/**
 * A mail's HTML body as its receiver sees it, kept apart from the app: an iframe sandboxed without
 * scripts, forms, pop-ups or navigation of the app. The HTML (renderTemplate's, escaped already)
 * is written into its body rather than reloaded as a new document, so a live preview neither
 * flickers nor loses its height; the frame grows to fit its content.
 */
export const MailFrame = ({ html, title }: { html: string; title: string }) => {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(120);
  const fill = useCallback(() => {
    const body = frame.current?.contentDocument?.body;
    if (!body) return;
    body.innerHTML = html;
    setHeight(Math.max(80, Math.ceil(body.ownerDocument.documentElement.scrollHeight)));
  }, [html]);
  // Before the shell has loaded this fills the initial blank page; onLoad fills the shell.
  useEffect(fill, [fill]);
  return (
    <Box
      component="iframe"
      ref={frame}
      title={title}
      // Same origin only so that the app can write the body and measure it; no script runs inside.
      sandbox="allow-same-origin"
      srcDoc={SHELL}
      onLoad={fill}
      sx={{ display: 'block', width: '100%', height, border: 0, bgcolor: '#fff' }}
    />
  );
};
