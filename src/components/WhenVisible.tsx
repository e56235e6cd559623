import { Box } from '@mui/material';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Renders `children` once its place comes near the screen: what sits below the fold (the
 * dashboard's charts on a phone) loads its code only when the user scrolls towards it. Without
 * IntersectionObserver it renders at once.
 */
export const WhenVisible = ({ children, minHeight }: { children: ReactNode; minHeight: number }) => {
  const place = useRef<HTMLDivElement>(null);
  // Drawn ahead in Node (src/prerender), nothing is visible yet: the place is kept as in the browser.
  const [visible, setVisible] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    if (visible || !place.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: '0px' },
    );
    observer.observe(place.current);
    return () => observer.disconnect();
  }, [visible]);
  return visible ? children : <Box ref={place} sx={{ minHeight }} />;
};
