// A call by the contract's route name: its body, query and path parts checked, its answer typed, on the
// client's one request path (`call`: token, one refresh and retry, logging).

import type {AnswerOf, ApiRoute, BodyOf, ParamsOf, QueryOf} from '../wire/index.ts';
import type {Call, CallSpec} from './call.ts';
import type {ApiResult, CallOptions} from './result.ts';
import type {HttpMethod} from './send-request.ts';

/** What a route's request carries; each part only where the contract names one. */
export type RouteParts<R extends ApiRoute> = (BodyOf<R> extends undefined
  ? {json?: never}
  : {json: BodyOf<R>}) &
  (QueryOf<R> extends undefined ? {searchParams?: never} : {searchParams: QueryOf<R>}) &
  (ParamsOf<R> extends undefined ? {params?: never} : {params: ParamsOf<R>}) & {noRefresh?: boolean};

/** The request `call` sends for `route`: `'POST /events/:id/signup'` with `{id: 'e1'}` is `events/e1/signup`. */
export function routeSpec<R extends ApiRoute>(route: R, parts: RouteParts<R>): CallSpec {
  const space = route.indexOf(' ');
  const params = (parts.params ?? {}) as Record<string, string>;
  const path = route
    .slice(space + 2)
    .replace(/:([a-z]+)/gi, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  return {
    method: route.slice(0, space).toLowerCase() as HttpMethod,
    path,
    ...(parts.json === undefined ? {} : {json: parts.json}),
    ...(parts.searchParams === undefined ? {} : {searchParams: parts.searchParams as Record<string, string>}),
    ...(parts.noRefresh ? {noRefresh: true} : {}),
  };
}

/**
 * Calls `route` through `call`.
 *
 * @example
 * const result = await callRoute(call, 'GET /events', {searchParams: {type: 'work'}});
 * if (result.success) show(result.events);
 */
export function callRoute<R extends ApiRoute>(
  call: Call,
  route: R,
  parts: RouteParts<R>,
  options?: CallOptions,
): Promise<ApiResult<AnswerOf<R>>> {
  return call<AnswerOf<R>>(routeSpec(route, parts), options);
}
