import { api } from '../../app/api';
import type {
  Account,
  EmailRequest,
  MessageAnswer,
  ResetPasswordRequest,
  SignInAnswer,
  SignInRequest,
  SignUpRequest,
  VerifyEmailAnswer,
  VerifyEmailRequest,
} from '../../contract/types';
import { sessionCleared, sessionStarted, userInfoReceived } from './sessionSlice';

const anonymous = { anonymous: true };
const post =
  <T>(url: string) =>
  (body: T) => ({ url, method: 'POST', body });

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<SignInAnswer, SignInRequest>({
      query: post('account/app/sign-in'),
      extraOptions: anonymous,
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data?.accessToken) return;
        dispatch(sessionStarted({ token: data.accessToken }));
        dispatch(accountApi.endpoints.getAccount.initiate(undefined, { forceRefetch: true }));
      },
    }),
    getAccount: build.query<Account, void>({
      query: () => 'account',
      providesTags: ['Account'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data?.name) dispatch(userInfoReceived(data));
      },
    }),
    signUp: build.mutation<MessageAnswer, SignUpRequest>({
      query: post('account/sign-up'),
      extraOptions: anonymous,
    }),
    verifyEmail: build.mutation<VerifyEmailAnswer, VerifyEmailRequest>({
      query: post('account/verify-email'),
      extraOptions: anonymous,
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data?.accessToken) return;
        dispatch(sessionStarted({ token: data.accessToken }));
        dispatch(accountApi.endpoints.getAccount.initiate(undefined, { forceRefetch: true }));
      },
    }),
    resendOtp: build.mutation<MessageAnswer, EmailRequest>({
      query: post('account/resend-otp'),
      extraOptions: anonymous,
    }),
    forgotPassword: build.mutation<MessageAnswer, EmailRequest>({
      query: post('account/forgot-password'),
      extraOptions: anonymous,
    }),
    resetPassword: build.mutation<MessageAnswer, ResetPasswordRequest>({
      query: post('account/reset-password'),
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
