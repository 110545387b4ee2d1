import { act, render, screen } from '@testing-library/react';
import { ToastProvider, useToast } from '../../src/components/toast';

// The toaster's chunk cannot be loaded, as after a release removed it from the server.
jest.mock('../../src/components/toast/Toaster', () => {
  throw new Error('Loading chunk toaster failed');
});

it('keeps the page when the toaster cannot be loaded', async () => {
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
  let toast: ReturnType<typeof useToast> | undefined;
  function Page() {
    toast = useToast();
    return <h1>Our Tours</h1>;
  }
  render(
    <ToastProvider>
      <Page />
    </ToastProvider>,
  );

  act(() => void toast!.success('Booking successful!'));
  await act(async () => {});

  expect(screen.getByRole('heading', { name: 'Our Tours' })).toBeInTheDocument();
  expect(screen.queryByText('Booking successful!')).not.toBeInTheDocument();
  expect(quiet).toHaveBeenCalledWith(
    'A page failed to render',
    expect.any(Error),
    expect.anything(),
  );
  quiet.mockRestore();
});
