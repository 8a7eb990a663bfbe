import { Navigate as RouterNavigate, type NavigateProps } from 'react-router-dom';
import { useServerRender } from '@/lib/ssr/server-render';

/**
 * The router's `<Navigate>`, which also works while the server renders: there it tells the response
 * to redirect (a crawler or a visitor without JavaScript follows it), since no effect runs there.
 */
export function Navigate(props: NavigateProps & { to: string }) {
  const server = useServerRender();
  if (server) {
    server.redirect ??= { to: props.to, permanent: false };
    return null;
  }
  return <RouterNavigate {...props} />;
}
