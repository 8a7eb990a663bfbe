import { Navigate as RouterNavigate, useResolvedPath, type NavigateProps } from 'react-router-dom';
import { useServerRender } from '@/lib/ssr/server-render';

/**
 * The router's `<Navigate>`, which also works while the server renders: there it tells the response
 * to redirect (a crawler or a visitor without JavaScript follows it), since no effect runs there.
 */
export function Navigate(props: NavigateProps & { to: string }) {
  const server = useServerRender();
  // A relative target ('nous') is resolved against the route, as the router would.
  const resolved = useResolvedPath(props.to);
  if (server) {
    server.redirect ??= { to: `${resolved.pathname}${resolved.search}${resolved.hash}`, permanent: false };
    return null;
  }
  return <RouterNavigate {...props} />;
}
