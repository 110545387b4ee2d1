import type {
  BaseQueryApi,
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
  QueryReturnValue,
} from '@reduxjs/toolkit/query';
import { api } from '../../app/api';
import { keyedPost, type ApiBaseQuery, type CallOptions, type Keyed } from '../../app/baseQuery';
import type {
  Account,
  EmailRequest,
  ResetPasswordRequest,
  SignInAnswer,
  SignInRequest,
  SignUpRequest,
  VerifyEmailAnswer,
  VerifyEmailRequest,
} from '@/contract/wire/account';
import type { MessageAnswer } from '@/contract/wire/envelope';
import { sessionCleared, sessionStarted, userInfoReceived } from './sessionSlice';

const anonymous = { anonymous: true };
const post =
  <T>(url: string) =>
  (body: T): FetchArgs => ({ url, method: 'POST', body });

const validateStatus = (response: Response) => response.status === 200;

/**
 * Sign-in and verification answer a token: the session starts (and the profile is asked for)
 * before the call resolves, so a screen that goes home next already shows the visitor signed in.
 */
function startingSession<Request, Answer extends { accessToken?: string }>(url: string) {
  return async (
    request: Request,
    { dispatch }: BaseQueryApi,
    _extraOptions: CallOptions,
    baseQuery: (args: FetchArgs) => ReturnType<ApiBaseQuery>,
  ): Promise<QueryReturnValue<Answer, FetchBaseQueryError, FetchBaseQueryMeta>> => {
    const result = await baseQuery(post<Request>(url)(request));
    if (result.error) return { error: result.error, meta: result.meta as FetchBaseQueryMeta };
    const answer = (result.data ?? {}) as Answer;
    if (answer.accessToken) {
      dispatch(sessionStarted({ token: answer.accessToken }));
      void dispatch(accountApi.endpoints.getAccount.initiate(undefined, { forceRefetch: true }));
    }
    return { data: answer, meta: result.meta as FetchBaseQueryMeta };
  };
}

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<SignInAnswer, SignInRequest>({
      queryFn: startingSession<SignInRequest, SignInAnswer>('account/app/sign-in'),
      extraOptions: anonymous,
    }),
    getAccount: build.query<Account, void>({
      query: () => 'account',
      providesTags: ['Account'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data?.name) dispatch(userInfoReceived(data));
      },
    }),
    signUp: build.mutation<MessageAnswer, Keyed<SignUpRequest>>({
      query: (call) => keyedPost('account/sign-up', call),
      extraOptions: anonymous,
    }),
    verifyEmail: build.mutation<VerifyEmailAnswer, VerifyEmailRequest>({
      queryFn: startingSession<VerifyEmailRequest, VerifyEmailAnswer>('account/verify-email'),
      extraOptions: anonymous,
    }),
    resendOtp: build.mutation<MessageAnswer, EmailRequest>({
      query: post('account/resend-otp'),
      extraOptions: anonymous,
    }),
    // the API reference at /api/docs: success is status 200 (not any 2xx).
    forgotPassword: build.mutation<MessageAnswer, EmailRequest>({
      query: (body) => ({ ...post<EmailRequest>('account/forgot-password')(body), validateStatus }),
      extraOptions: anonymous,
    }),
    resetPassword: build.mutation<MessageAnswer, ResetPasswordRequest>({
      query: (body) => ({
        ...post<ResetPasswordRequest>('account/reset-password')(body),
        validateStatus,
      }),
      extraOptions: anonymous,
    }),
    /** The session ends in the browser whatever the server answers. */
    logout: build.mutation<MessageAnswer, void>({
      query: () => ({ url: 'account/logout', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        dispatch(sessionCleared());
      },
    }),
  }),
});

export const {
  useSignInMutation,
  useGetAccountQuery,
  useSignUpMutation,
  useVerifyEmailMutation,
  useResendOtpMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useLogoutMutation,
} = accountApi;
