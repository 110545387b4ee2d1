import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { FRENCH } from '@/app/i18n/french';
import { setupStore } from '@/app/store';
import { VerificationDialog } from '@/features/account/components/auth/VerificationDialog';
import LoginPage from '@/features/account/pages/LoginPage';
import SignupPage from '@/features/account/pages/SignupPage';
import { createI18n } from '@/i18n';

/** A part of the site as a French page shows it. */
function renderInFrench(page: ReactNode) {
  const user = userEvent.setup();
  render(
    <AppProviders store={setupStore()} i18n={createI18n('fr', FRENCH)}>
      <MemoryRouter>{page}</MemoryRouter>
    </AppProviders>,
  );
  return { user };
}

describe('the account pages in French', () => {
  it('asks for the e-mail and password in French, and says in French what is wrong', async () => {
    const { user } = renderInFrench(<LoginPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Mot de passe/, { selector: 'input' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Afficher le mot de passe' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText('Veuillez saisir une adresse e-mail valide')).toBeVisible();
    expect(screen.getByText('Veuillez remplir tous les champs')).toBeVisible();
  });

  it('labels the sign-up form in French and checks the password rule in French', async () => {
    const { user } = renderInFrench(<SignupPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Inscription' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Prénom/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Nom/ })).toBeInTheDocument();
    const country = screen.getByRole('combobox', { name: /^Pays de résidence/ });
    expect(within(country).getByRole('option', { name: 'Gambie' })).toHaveValue('The Gambia');
    expect(within(country).getByRole('option', { name: 'Côte d’Ivoire' })).toHaveValue(
      'Ivory Coast',
    );
    expect(screen.getByRole('checkbox', { name: /J’accepte les conditions générales/ }));
    // The phone field's country button, named in French (the country's name is the browser's).
    expect(screen.getByRole('button', { name: /, ouvrir la liste des pays$/ })).toBeInTheDocument();
    expect(
      screen.getByText('Veuillez remplir correctement tous les champs obligatoires'),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Mot de passe/, { selector: 'input' }), 'baobab');
    expect(screen.getByText('Le mot de passe doit respecter toutes les règles')).toBeVisible();
    const rules = screen.getByRole('list', { name: 'Règles du mot de passe' });
    expect(within(rules).getByText('Une lettre majuscule')).toBeInTheDocument();
    expect(within(rules).getByText('Un caractère spécial (@$!%*?&)')).toBeInTheDocument();
  });

  it('tells in French where the verification code went, the address in bold', async () => {
    const { user } = renderInFrench(
      <VerificationDialog
        open
        email="awa@example.org"
        onClose={() => undefined}
        onVerified={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Vérifiez votre adresse e-mail' });
    expect(dialog).toHaveTextContent(
      'Nous avons envoyé un code à 6 chiffres à awa@example.org. Saisissez-le ci-dessous pour vérifier votre adresse e-mail.',
    );
    expect(within(dialog).getByText('awa@example.org').tagName).toBe('STRONG');
    expect(within(dialog).getByRole('button', { name: /^Renvoyer le code dans \d+ s$/ }));

    await user.click(within(dialog).getByRole('button', { name: 'Vérifier mon e-mail' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Veuillez saisir un code de vérification valide à 6 chiffres',
    );
  });
});
