/** Limits and constants defined once, read by the server and the web app (spec 000 §9, 001 §9). */

export const EMAIL_MAX_LENGTH = 64;
export const FORGOT_PASSWORD_EMAIL_MAX_LENGTH = 150;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 100;
export const NAME_MAX_LENGTH = 50;

/** A password reset link is valid for this long after it was sent (spec 001 §4). */
export const RESET_LINK_TTL_MINUTES = 15;
/** An invitation link (a new account's first password) is valid for this long. */
export const INVITATION_LINK_TTL_DAYS = 7;
/** An e-mail verification link is valid for this long. */
export const VERIFICATION_LINK_TTL_HOURS = 24;

/** Sessions slide: each use extends them, up to an absolute limit. */
export const SESSION_IDLE_DAYS = 14;
export const SESSION_ABSOLUTE_DAYS = 60;

/**
 * Sign-in throttling: failed attempts allowed per window, per account and per address. Only
 * failures count, so a whole office signing in from one address at 9 o'clock is never refused.
 */
export const LOGIN_WINDOW_MINUTES = 15;
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 50;
/** Password-recovery mails a single account or address may request per window. */
export const RECOVERY_WINDOW_MINUTES = 15;
export const RECOVERY_MAX_PER_ACCOUNT = 3;
export const RECOVERY_MAX_PER_ADDRESS = 10;

export const ALERT_DURATION_MS = 5000;
export const SEARCH_DEBOUNCE_MS = 800;
export const REQUEST_TIMEOUT_MS = 30000;

export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/**
 * The one wording of a failure that has no message of its own (a 5xx, an unreadable answer): the
 * spec's 'Something went wrong !' (spec 000 §8, spec 001 §8), on every screen and from the server.
 */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong !';

/** The all-zero guid marks "add mode" and "no reporting manager" (spec 001 §4). */
export const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';

/**
 * Create requests may carry this header (the IETF httpapi Idempotency-Key draft): a random key per
 * submission, so that sending it again within the window answers as the first time did.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

export const CSRF_COOKIE = 'orgdesk_csrf';
export const CSRF_HEADER = 'x-csrf-token';
export const SESSION_COOKIE = 'orgdesk_session';

/** The interface languages: the web's menu, a person's stored language and the mails' (see LANGUAGES). */
export const LANGUAGE_CODES = ['en', 'fr', 'es', 'zh', 'ar'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const LANGUAGES = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'fr', label: 'Français', dir: 'ltr' },
  { code: 'es', label: 'Español', dir: 'ltr' },
  { code: 'zh', label: '中文', dir: 'ltr' },
  { code: 'ar', label: 'العربية', dir: 'rtl' },
] as const satisfies ReadonlyArray<{ code: LanguageCode; label: string; dir: 'ltr' | 'rtl' }>;

/** Demo organisation: every demo account shares this password (shown on the login page in demo mode only). */
export const DEMO_PASSWORD = 'Orgdesk@2026';
export const DEMO_ADMIN_EMAIL = 'admin@example.com';

export const EMPLOYEE_CODE_MAX_LENGTH = 30;
export const PHONE_LENGTH = 10;
export const CUSTOM_ITEM_MAX_LENGTH = 50;
export const IMAGE_MAX_BYTES = 5_242_880;
/** An image declaring more pixels than this is refused before it is decoded (a decompression bomb). */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** Request bodies nest no deeper than this; none of our schemas comes close. */
export const MAX_INPUT_DEPTH = 16;
/** The longest search a list takes: the search box stops there, and a longer one in an address is cut. */
export const LIST_SEARCH_MAX_LENGTH = 100;
/** The furthest page a list may be asked for; an address asking for more opens this one. */
export const LIST_MAX_PAGE = 100_000;
export const USERS_PAGE_SIZES = [20, 40, 80, 120] as const;
export const USERS_DEFAULT_PAGE_SIZE = 20;

/** Default leave allocation of a new user, in days (spec 002 §9). */
export const DEFAULT_LEAVE_ALLOCATION = {
  sickLeave: 6,
  personalLeave: 6,
  workFromHome: 12,
  optionalHoliday: 3,
  publicHoliday: 7,
  /** Only for a married female; 0 otherwise. */
  maternityLeave: 180,
  paternityLeave: 15,
  compensatoryLeave: 0,
  bereavementLeave: 7,
} as const;
