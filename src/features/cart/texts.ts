/** The cart page's words for its dated departures (API.md, "Since round 3"). */
export const CART_TEXTS = {
  departuresLabel: 'Departures in your cart',
  heldLabel: 'Departures held for you',
  remove: (name: string, day: string) => `Remove ${name} on ${day} from the cart`,
  removeWord: 'Remove',
  summaryTitle: 'Your departures',
  departureCount: (count: number) => `${count} ${count === 1 ? 'departure' : 'departures'}`,
  total: 'Total',
  payLoading: 'Loading the payment step...',
} as const;
