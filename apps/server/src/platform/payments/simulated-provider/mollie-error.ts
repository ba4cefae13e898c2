const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized Request',
  404: 'Not Found',
  422: 'Unprocessable Entity',
  500: 'Internal Server Error',
};

/** A refusal in Mollie's words: the status, a sentence for the developer and, for input, the field. */
export class MollieError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly field?: string,
  ) {
    super(detail);
    this.name = 'MollieError';
  }
}

/** Mollie's error body (https://docs.mollie.com/reference/handling-errors). */
export function mollieErrorBody(status: number, detail: string, field?: string) {
  return {
    status,
    title: TITLES[status] ?? 'Error',
    detail,
    ...(field ? { field } : {}),
    _links: { documentation: { href: 'https://docs.mollie.com/reference/handling-errors', type: 'text/html' } },
  };
}
