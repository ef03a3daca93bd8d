import { useLocation } from 'react-router-dom';

/** Renders the router's current address so tests can assert redirects and address resets. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}
