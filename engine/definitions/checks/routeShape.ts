/** '/a/b/' and '/a/b' are one route; parameter names do not make two routes different. */
export function routeShape(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed.replace(/:[A-Za-z0-9_]+\??/g, ':');
}
