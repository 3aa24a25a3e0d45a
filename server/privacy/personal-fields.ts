// Every column of every table, in one place (issue 24): the personal ones with how long they are kept and
// what removes them, the rest named as not personal. personal-fields.test.ts fails when a migration adds a
// column this list does not name, so no new personal field arrives without a keeping rule.

/** How long a kind of data is kept, in words, and what removes it. */
const KEPT = {
  account:
    'While the account is used; deleted by its owner, by staff on a written request, or by the daily clean-up after RETAIN_INACTIVE_ACCOUNT_MONTHS (24) without activity, or RETAIN_UNCONFIRMED_ACCOUNT_DAYS (30) when the address was never confirmed.',
  session:
    'Until the session ends (30 days at most), then 30 days more to recognise a stolen token; hourly housekeeping.',
  code: 'Until used or expired (minutes to a day); hourly housekeeping. Deleted with the account.',
  factor: 'Until its owner removes it, an administrator resets it, or the account is deleted.',
  donorAccess:
    'An hour (a link to My gifts) or 12 hours (its session), then hourly housekeeping; ended when that address’s account is deleted.',
  factorChange:
    'A year, so the owner can see who changed how they sign in; hourly housekeeping. Deleted with the account.',
  message:
    'Until RETAIN_HANDLED_MESSAGE_MONTHS (12) after staff mark it handled (daily clean-up); deleted with the confirmed account that sent it.',
  gift: 'For the ledger and tax, with the gift; the e-mail (and the name, unless IRAS needs it) goes when the account of that confirmed address is deleted.',
  taxId:
    'The sealed number until the end of the fifth year after the gift arrived (a year after an unpaid pledge); hourly housekeeping. The masked form stays for receipts.',
  irasFiling:
    'What a file sent to IRAS said of a gift (the name as on the ID and an HMAC of the ID, never the number), until the end of the fifth year after its basis year; hourly housekeeping.',
  activity:
    'With the log; names, e-mails and phone numbers in it are emptied when that person’s account is deleted.',
  staffName: 'The staff member’s e-mail as the actor of a change, kept with the log.',
  consent: 'With the account or the gift it belongs to.',
  attendance: 'For programme reports; stays under "Deleted account" when the account is deleted.',
  idempotency: 'One day (a repeated request within it gets the same answer); hourly housekeeping.',
  mail: 'In the outbox until sent, when its words are dropped (they may hold a code); the row (address, when it went or why not) SENT_MAIL_DAYS (30) days after it was sent or given up, then the mail sender deletes it.',
  language:
    'The language of our mails, kept with the account or the gift; back to English when the account is deleted (and its gifts lose the address).',
} as const;

type Table = {personal: Record<string, string>; other: string[]};

/** Columns only PostgreSQL's schema has (SQLite keeps the content version and the order its own way). */
export const POSTGRES_ONLY = ['anchor_projects.position', 'content_version.id', 'content_version.version'];

/** The tables, their personal columns with their keeping rule, and their other columns. */
export const PERSONAL_FIELDS: Record<string, Table> = {
  users: {
    personal: {
      email: KEPT.account,
      full_name: KEPT.account,
      age: KEPT.account,
      region: KEPT.account,
      city: KEPT.account,
      phone_number: KEPT.account,
      emergency_contact: KEPT.account,
      profession: KEPT.account,
      address: KEPT.account,
      applicant_note: KEPT.account,
      signup_origin: KEPT.account,
      password_hash: KEPT.account,
      language: KEPT.language,
    },
    other: [
      'id',
      'applicant_type',
      'role',
      'created_at',
      'updated_at',
      'applicant_status',
      'email_confirmed_at',
      'show_first_name',
      'deleted_at',
    ],
  },
  auth_sessions: {
    personal: {user_agent: KEPT.session},
    other: [
      'id',
      'user_id',
      'created_at',
      'expires_at',
      'revoked_at',
      'last_seen_at',
      'second_step_at',
      'password_at',
      'two_step_at',
    ],
  },
  refresh_tokens: {
    personal: {},
    other: ['id', 'session_id', 'token_hash', 'created_at', 'rotated_at', 'successor_sealed'],
  },
  email_links: {
    personal: {email: KEPT.code},
    other: ['id', 'user_id', 'token_hash', 'created_at', 'expires_at', 'consumed_at', 'changes_address'],
  },
  otp_codes: {
    personal: {},
    other: ['id', 'user_id', 'code_hash', 'created_at', 'expires_at', 'attempts', 'consumed_at'],
  },
  otp_code_tries: {personal: {}, other: ['id', 'user_id', 'tried_at']},
  // An HMAC of the address, never the address.
  otp_requests: {personal: {}, other: ['email_key', 'requested_at']},
  reset_tokens: {
    personal: {email: KEPT.code},
    other: ['id', 'user_id', 'token_hash', 'created_at', 'expires_at', 'consumed_at'],
  },
  totp_factors: {
    personal: {secret_sealed: KEPT.factor},
    other: ['user_id', 'confirmed_at', 'last_step', 'created_at'],
  },
  recovery_codes: {personal: {}, other: ['id', 'user_id', 'code_hash', 'used_at', 'created_at']},
  factor_changes: {personal: {user_agent: KEPT.factorChange}, other: ['id', 'user_id', 'change', 'at']},
  mail_outbox: {
    personal: {
      recipient: KEPT.mail,
      subject: KEPT.mail,
      body: KEPT.mail,
      reply_to: KEPT.mail,
      attachments_json: KEPT.mail,
      language: KEPT.mail,
    },
    other: [
      'id',
      'receipt_gift_id',
      'what',
      'created_at',
      'due_at',
      'attempts',
      'claimed_until',
      'sent_at',
      'failed_at',
      'last_error',
    ],
  },
  donor_links: {
    personal: {email: KEPT.donorAccess},
    other: ['token_hash', 'created_at', 'expires_at', 'consumed_at'],
  },
  donor_sessions: {
    personal: {email: KEPT.donorAccess},
    other: ['token_hash', 'created_at', 'expires_at', 'revoked_at'],
  },
  two_step_challenges: {
    personal: {},
    other: ['token_hash', 'user_id', 'expires_at', 'failures', 'created_at'],
  },
  passkeys: {
    personal: {name: KEPT.factor, public_key: KEPT.factor},
    other: ['id', 'user_id', 'counter', 'transports', 'created_at', 'last_used_at'],
  },
  passkey_challenges: {personal: {}, other: ['challenge', 'purpose', 'user_id', 'expires_at', 'created_at']},
  contact_messages: {
    personal: {name: KEPT.message, email: KEPT.message, subject: KEPT.message, message: KEPT.message},
    other: ['id', 'received_at', 'handled_at', 'handled_by'],
  },
  event_signups: {
    personal: {attended: KEPT.attendance, ojt_hours: KEPT.attendance, hours_approved: KEPT.attendance},
    other: [
      'id',
      'event_id',
      'user_id',
      'status',
      'signed_up_at',
      'updated_at',
      'reminder_claimed_at',
      'reminder_claimed_by',
    ],
  },
  gifts: {
    personal: {
      donor_name: KEPT.gift,
      email: KEPT.gift,
      tax_name: KEPT.gift,
      tax_id_sealed: KEPT.taxId,
      tax_id_masked: KEPT.gift,
      consent_at: KEPT.gift,
      language: KEPT.language,
      // Staff write about the donor here: emptied with the donor's name when their account is deleted.
      staff_note: KEPT.gift,
    },
    other: [
      'id',
      'reference',
      'amount_cents',
      'project',
      'show_name',
      'tax_id_type',
      'status',
      'created_at',
      'updated_at',
      'pledged_on',
      'received_cents',
      'received_on',
      'receipt_number',
      'void_reason',
      'paid_by',
      'cheque_number',
    ],
  },
  // A bank statement line's text may carry a payer's name: kept with the gift it was matched to.
  bank_transfers: {
    personal: {text: KEPT.gift},
    other: [
      'id',
      'fingerprint',
      'date',
      'amount_cents',
      'gift_id',
      'outcome',
      'imported_at',
      'imported_by',
      'import_id',
    ],
  },
  statement_imports: {
    personal: {imported_by: KEPT.staffName, undone_by: KEPT.staffName},
    other: ['id', 'imported_at', 'undone_at'],
  },
  consents: {personal: {notice: KEPT.consent, given_at: KEPT.consent}, other: ['id', 'user_id', 'gift_id']},
  activity_log: {
    personal: {actor_email: KEPT.staffName, before_json: KEPT.activity, after_json: KEPT.activity},
    other: ['id', 'at', 'actor_id', 'action', 'target_type', 'target_id'],
  },
  idempotency_keys: {
    personal: {body: KEPT.idempotency},
    other: ['scope', 'idempotency_key', 'request_hash', 'status', 'created_at'],
  },
  partner_origins: {personal: {added_by: KEPT.staffName}, other: ['origin', 'added_at', 'removed_at']},
  // Names a ledger shows by the giver's choice, typed by staff from the foundation's records.
  contributors: {
    personal: {name: KEPT.gift},
    other: ['id', 'date', 'amount_cents', 'anchor_project_id', 'import_batch'],
  },
  events: {
    personal: {signed_up_json: KEPT.attendance, needed_json: KEPT.attendance},
    other: [
      'id',
      'type',
      'date',
      'description',
      'venue',
      'time',
      'task',
      'ojt_hours',
      'ojt_total',
      'capacity',
      'open_to_both',
      'cancelled_at',
      'description_zh',
      'task_zh',
      'description_ms',
      'task_ms',
      'description_ta',
      'task_ta',
    ],
  },
  expenditures: {
    personal: {},
    other: ['id', 'item', 'date', 'amount_cents', 'detail', 'anchor_project_id', 'import_batch'],
  },
  anchor_projects: {personal: {}, other: ['id', 'title', 'goal_cents', 'position']},
  content_version: {personal: {}, other: ['id', 'version']},
  announcements: {
    personal: {},
    other: [
      'id',
      'date',
      'title',
      'description',
      'popup',
      'title_zh',
      'description_zh',
      'title_ms',
      'description_ms',
      'title_ta',
      'description_ta',
    ],
  },
  audit_reports: {personal: {}, other: ['year', 'url', 'pdf', 'uploaded_at']},
  rate_counters: {personal: {}, other: ['key', 'count', 'reset_at']},
  receipt_series: {personal: {}, other: ['prefix', 'last']},
  iras_filings: {
    personal: {prepared_by: KEPT.staffName, submitted_by: KEPT.staffName},
    other: ['id', 'basis_year', 'batch', 'prepared_at', 'submitted_on', 'records', 'total_dollars'],
  },
  iras_filed_gifts: {
    personal: {name: KEPT.irasFiling, id_hash: KEPT.irasFiling},
    other: ['filing_id', 'gift_id', 'receipt_number', 'id_type', 'amount_dollars', 'donated_on'],
  },
  job_runs: {personal: {}, other: ['job', 'day', 'claimed_by', 'claimed_at']},
  health_probe: {personal: {}, other: ['id', 'probed_at']},
  schema_migrations: {personal: {}, other: ['version', 'name', 'applied_at']},
};
