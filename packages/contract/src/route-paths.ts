/**
 * What a route of the API is (a method and a path template in Fastify's `:param` form) and how
 * a client fills one in. Free of zod, like constants.ts, so the browser's bundles can import the
 * route table without the schemas.
 */

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Route<Method extends RouteMethod = RouteMethod, Path extends string = string> {
  readonly method: Method;
  readonly path: Path;
}

/** Declares a route; the path keeps its literal type, so its params are known to the compiler. */
const declare =
  <Method extends RouteMethod>(method: Method) =>
  <const Path extends `/${string}`>(path: Path): Route<Method, Path> => ({ method, path });

export const get = declare('GET');
export const post = declare('POST');
export const put = declare('PUT');
export const del = declare('DELETE');

/** The names of a path template's params: `/a/:x/b/:y` gives `'x' | 'y'`. */
export type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** A value for each of the route's params, and no others. */
export type RouteParams<R extends Route> = {
  readonly [Name in ParamNames<R['path']>]: string | number;
};

/** A query string's values; an undefined one is left out. */
export type QueryValues = Readonly<Record<string, string | number | undefined>>;

/** A route without params takes none (`pathTo(routes.me)`); one with params needs them all. */
type PathArguments<R extends Route> = [ParamNames<R['path']>] extends [never]
  ? [params?: Readonly<Record<string, never>>, query?: QueryValues]
  : [params: RouteParams<R>, query?: QueryValues];

const PARAM = /:(\w+)/g;

/**
 * The URL of one route: each `:param` filled in and escaped (an invite code may hold any
 * character), then the query's defined values, escaped too.
 */
export function pathTo<R extends Route>(route: R, ...[params, query]: PathArguments<R>): string {
  const values: Readonly<Record<string, string | number>> = params ?? {};
  const path = route.path.replace(PARAM, (_param, name: string) => {
    const value = values[name];
    // The types rule this out; a caller outside them gets an error, not a path to "undefined".
    if (value === undefined) throw new Error(`${route.path} needs its :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = Object.entries(query ?? {})
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}
