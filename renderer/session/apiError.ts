/**
 * The one error a failed API call throws: its HTTP status and the messages to show, in order,
 * as built by the engine's normaliser (server message, then each details and errors entry).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly messages: string[];

  constructor(status: number, messages: string[]) {
    super(messages[0] ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.messages = messages;
  }
}
