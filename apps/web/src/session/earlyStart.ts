/**
 * Imported first by main.tsx, so that it runs before the rest of the entry is evaluated: sends the
 * session's first calls (./earlyRequests, decision 0046).
 */
import { sendSessionCallsEarly } from './earlyRequests';

sendSessionCallsEarly();
