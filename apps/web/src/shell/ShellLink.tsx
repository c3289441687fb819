import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

/**
 * Navigates to another details view without touching the map: the map's view lives in the
 * hash, which MapLibre rewrites as the map moves, so the hash is read at click time.
 */
export function useShellNavigate(): (pathname: string, state?: unknown) => void {
  const navigate = useNavigate();
  return (pathname, state) =>
    navigate({ pathname, search: window.location.search, hash: window.location.hash }, { state });
}

export function ShellLink(props: {
  to: string;
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}) {
  const go = useShellNavigate();
  return (
    <a
      href={props.to}
      className={props.className}
      data-testid={props['data-testid']}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        go(props.to);
      }}
    >
      {props.children}
    </a>
  );
}
