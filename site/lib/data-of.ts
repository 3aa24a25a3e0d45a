// Turns an API answer into data for useLoad: the answer on success, a thrown LoadFailure otherwise.
import type {ApiResult, ApiSuccess} from '../../core/api/index.ts';

/** A load that failed with a message the page can show. */
export class LoadFailure extends Error {
  readonly statusCode: number;
  constructor(message: string, statusCode: number) {
    super(message);
    this.name = 'LoadFailure';
    this.statusCode = statusCode;
  }
}

/**
 * The successful answer, or throws its failure as a {@link LoadFailure}.
 *
 * @example
 * useLoad(async (api, signal) => dataOf(await api.getAnnouncements({signal})).announcements, []);
 */
export function dataOf<T>(result: ApiResult<T>): ApiSuccess<T> {
  if (!result.success) throw new LoadFailure(result.message, result.statusCode);
  return result;
}
