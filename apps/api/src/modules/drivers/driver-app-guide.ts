import { DRIVER_APP_LIMITS, DRIVERS_LIMITS, IDEMPOTENCY_HEADER, MISSION_TIME_ZONE } from '@tariq/contracts';

/**
 * The OpenAPI document's word on the tag "driver" (issue 29): what a mobile developer needs beyond
 * each call's own schema to build the driver app from the document alone. Built from the limits,
 * so that it cannot drift from what the server does.
 */
export const DRIVER_APP_GUIDE = [
  'The calls of the drivers’ mobile app. A driver is a user of role `ROLE_DRIVER` created by a carrier; the login and a generated password reach the driver by e-mail.',
  '',
  '**Session** — the web’s contract: `POST /api/login_check` answers `token` (access, 15 min), `refresh_token` (rotated at each `POST /api/token/refresh`; a reused one ends the whole session) and `mercure_token`; `POST /api/user/logout` ends it. Send `Authorization: Bearer <token>` and `user-Language` (fr, ar, en, de, pl, es, pt, it) for messages in the driver’s language. A driver may call only the calls of this tag (any other answers 403 `ROLE_FORBIDDEN`) and sees only the missions the carrier gave them (another’s is 404). When the carrier sends new credentials, every refresh token ends: log in again.',
  '',
  `**Offline first** — every call that changes something needs an \`${IDEMPOTENCY_HEADER}\` header made by the app (8–${DRIVER_APP_LIMITS.idempotencyKeyMax} characters of letters, digits and \`_ . : -\`; a UUID fits), new for each action and the same on every retry of it. A retry gets the first answer again (header \`Idempotent-Replayed: true\`) and changes nothing; the same key for another call is 422 \`IDEMPOTENCY_KEY_REUSED\`; a retry while the first is still running is 409 \`IDEMPOTENCY_IN_PROGRESS\` (try again shortly). Keys are remembered ${DRIVER_APP_LIMITS.idempotencyKeptHours} h.`,
  '',
  `**Missions** — current (in progress), upcoming and done; dates and times of the stops are local to \`${MISSION_TIME_ZONE}\`. Show the pickup code at loading: the shipper types it, and the driver may start once it is verified (or waived by the shipper) and the charter confirmed by the carrier; a refusal says which (409 with its code). Finish with the proof of delivery as multipart.`,
  '',
  `**Positions** — batches of 1–${DRIVER_APP_LIMITS.batchMax} (send what was gathered offline, in any order); at most one position is kept per ${DRIVER_APP_LIMITS.positionEverySeconds} s, so pinging more often is wasted; a position more than ${DRIVER_APP_LIMITS.clockSkewSeconds / 60} min in the future is refused; positions are kept ${DRIVER_APP_LIMITS.positionsKeptDays} days. The driver shows as connected to the carrier while the online switch is on and a position arrived in the last ${DRIVERS_LIMITS.connectedWithinMinutes} minutes. While a mission is in progress its companies see the positions live.`,
  '',
  '**Push** — subscribe to the hub (`GET /.well-known/mercure?topic=<the driver’s user id>`, `Authorization: Bearer <mercure_token>`, server-sent events). Events: `{ "type": "assignment", "mission_id", "assigned" }` when the carrier gives or takes a mission, and `{ "action": "logout" }` when the session was ended elsewhere.',
].join('\n');
