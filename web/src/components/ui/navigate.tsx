import { matchPath, Navigate as RouterNavigate, useResolvedPath, type NavigateProps } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useServerRender } from '@/lib/ssr/server-render';

/** The 404 pages: where a page goes when what it shows does not exist, for the visitor the server cannot see. */
const NOT_FOUND_PATTERNS = [paths.notFound.path, ...paths.label.notFound.patterns.map((pattern) => `${paths.label.root.path}/${pattern}`)];

/**
 * The router's `<Navigate>`, which also works while the server renders, where no effect runs. There
 * a redirect becomes the response's 302, resolved against the route. A redirect to a 404 page
 * becomes a 404 with the SPA's shell instead: the server renders for a visitor without a session,
 * and a record missing for it may exist for the browser's session (staff previewing a draft).
 */
export function Navigate(props: NavigateProps & { to: string }) {
  const server = useServerRender();
  const resolved = useResolvedPath(props.to);
  if (server) {
    if (NOT_FOUND_PATTERNS.some((pattern) => matchPath(pattern, resolved.pathname))) server.notFound = true;
    else server.redirect ??= { to: `${resolved.pathname}${resolved.search}${resolved.hash}`, permanent: false };
    return null;
  }
  return <RouterNavigate {...props} />;
}
