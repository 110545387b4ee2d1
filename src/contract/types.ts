/** Wire payloads of API.md and SPEC.md section 3, as the website sends and reads them. */

/** The success envelope: `{ success, message?, data }`. */
export interface Envelope<T> {
  success: boolean;
  message?: string;
  data: T;
}

/** The failure envelope; `errors` names fields when the server checked them one by one. */
export interface FailureBody {
  success: false;
  message: string;
  error?: string;
  errors?: Record<string, string[]>;
}

export interface Paged<T> {
  results: T[];
  pageIndex: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

export interface PageQuery {
  pageIndex: number;
  pageSize?: number;
}

export interface ExcursionType {
  id: number;
  name: string;
}

export interface Excursion {
  id: number;
  _id: string;
  name: string;
  description: string;
  coverImageUrl: string;
  gallery: string[];
  rating: number;
  countryName: string;
  location: string;
  latitude?: number | null;
  longitude?: number | null;
  /** Days. */
  duration: number;
  /** Length of a day trip, for cards. */
  durationHours?: number | null;
  numberOfPeople: number;
  food: boolean;
  drinks: boolean;
  tourStartDate: string;
  /** Group size. */
  max: number;
  destinationId?: number;
  excursionTypeId?: number;
}

export interface Destination {
  id: number;
  name: string;
  capital: string;
  about: string;
  location: string;
  latitude?: number | null;
  longitude?: number | null;
  coverImageUrl: string;
  gallery: string[];
  rating: number;
  countryName: string;
  language: string;
  currency: string;
  /** The Good To Know visa line. */
  visaRequirements?: string | null;
}

/** A special-interest country record (the Students programme and the details route). */
export interface SpecialInterestCountry {
  countryName: string;
  description: string;
  excursions: Excursion[];
}

/** The three list shapes of SPEC.md section 7; `categoryId` 'all' or absent means no type filter. */
export interface ExcursionSearch extends PageQuery {
  destinationId?: number | null;
  categoryId?: number | 'all' | null;
  /** Sent (possibly empty) by the home page. */
  name?: string;
}

export interface ExcursionReviewRequest {
  name: string;
  message: string;
  /** Sent as text by the form (SPEC.md 5); the server accepts a number too. */
  rating: string | number;
  reviewFor: number;
}

export interface DestinationReviewRequest {
  reviewForId: number;
  name: string;
  email: string;
  message: string;
  rating: number;
}

export interface DisplayedReview {
  name: string;
  createAt: string;
  message: string;
}

export interface EnquiryRequest {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  isWhatsAppUser: boolean;
  country: string;
  countryCode: string;
  newsLetterSubscription: boolean;
  message: string;
}

/** `review/` and `enquiry` answer `{ success: true }` (at the top or in `data`). */
export interface SuccessFlagAnswer {
  success?: boolean;
  message?: string;
  data?: { success?: boolean } | null;
}
