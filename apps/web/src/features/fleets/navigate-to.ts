import { useNavigate } from 'react-router';

/**
 * Navigates to a route string with its own query (`/sharedfleet?name=…`, `/createfleet?mmsis=…`)
 * or none, keeping the map's hash; the shell's navigation keeps the current query instead.
 */
export function useNavigateTo(): (to: string) => void {
  const navigate = useNavigate();
  return (to) => {
    const url = new URL(to, window.location.origin);
    navigate({ pathname: url.pathname, search: url.search, hash: window.location.hash });
  };
}
