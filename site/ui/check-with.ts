// How a form of the kit checks its values before sending: core's rules, plus the toast a failure shows.
import type {Struct} from 'superstruct';
import {checkForm, type FieldErrors} from '../../core/rules/index.ts';

/** What a form's `check` returns: the cleaned value to send, or the field errors (and maybe a toast). */
export type FormChecked<S> = {ok: true; value: S} | {ok: false; errors: FieldErrors; toast?: string};

/**
 * A `check` for useForm from one of core's rule structs; `toast` is the error toast of a failed check.
 *
 * @example
 * const checkLogin = checkWith(loginRules, MESSAGES.fixFormErrors); // at module level, so types infer
 * useForm({initial, check: checkLogin, send: (api, body) => api.login(body)});
 */
export function checkWith<S, Schema>(
  rules: Struct<S, Schema>,
  toast?: string,
): (data: unknown) => FormChecked<S> {
  return (data) => {
    const checked = checkForm(rules, data);
    return checked.ok ? checked : {ok: false, errors: checked.errors, toast};
  };
}
