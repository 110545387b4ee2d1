/** Why a booking-engine call changed nothing: the answer's status, its sentence and the fields at fault. */
export interface Refusal {
  refused: { status: 400 | 404 | 409; message: string; errors?: Record<string, string[]> };
}

export const refusal = (
  status: Refusal['refused']['status'],
  message: string,
  errors?: Record<string, string[]>,
): Refusal => ({ refused: errors ? { status, message, errors } : { status, message } });

export const isRefusal = <T>(outcome: T | Refusal): outcome is Refusal =>
  typeof outcome === 'object' && outcome !== null && 'refused' in outcome;
