/** The sandbox's French pages, plain HTML (no assets). */

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The test cards of the sandbox and what each does. */
export const TEST_CARDS = [
  { number: '4000000000000002', label: 'Paiement accepté', outcome: 'accept' },
  { number: '4000000000000119', label: 'Paiement refusé', outcome: 'decline' },
  { number: '4000000000000051', label: 'Paiement accepté, notification lente (10 s)', outcome: 'slow' },
] as const;
export type CardOutcome = (typeof TEST_CARDS)[number]['outcome'];

const layout = (title: string, body: string) => `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} – Banque de test</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#1d2433}
h1{font-size:1.4rem}.bandeau{background:#fde68a;padding:.5rem 1rem;border-radius:.4rem}
table{border-collapse:collapse}td,th{padding:.3rem .6rem;border-bottom:1px solid #ddd;text-align:left}
button{padding:.5rem 1rem;margin:.3rem .3rem 0 0}.erreur{color:#b91c1c}</style></head>
<body><p class="bandeau">Environnement de test : aucun paiement réel n'est effectué.</p>${body}</body></html>`;

/** The page shown when the form's seal (or TPE) is wrong, as the bank refuses it. */
export function errorPage(reason: string): string {
  return layout(
    'Paiement impossible',
    `<h1 class="erreur">Paiement impossible</h1><p>La demande de paiement n'a pas pu être authentifiée : ${escape(reason)}.</p>
<p>Veuillez revenir sur le site du commerçant et réessayer. Si le problème persiste, contactez le commerçant.</p>`,
  );
}

/** The card page of a payment session. */
export function cardPage(session: { id: string; montant: string; reference: string; societe: string }): string {
  const cards = TEST_CARDS.map((c) => `<tr><td><code>${c.number}</code></td><td>${escape(c.label)}</td></tr>`).join('');
  const amount = session.montant.replace(/EUR$/, '').replace('.', ',');
  return layout(
    'Paiement par carte',
    `<h1>Paiement sécurisé par carte bancaire</h1>
<p>Commerçant : <strong>${escape(session.societe)}</strong><br>Référence : <strong>${escape(session.reference)}</strong><br>Montant : <strong>${escape(amount)} €</strong></p>
<form method="post" action="/paiement.cgi/valider">
<input type="hidden" name="session" value="${escape(session.id)}">
<p><label>Numéro de carte<br><input name="carte" inputmode="numeric" autocomplete="off" required value="4000000000000002"></label></p>
<p><label>Date d'expiration<br><input name="expiration" value="12/28"></label> <label>Cryptogramme<br><input name="cvv" value="123" size="4"></label></p>
<button type="submit" name="action" value="payer">Payer</button><button type="submit" name="action" value="annuler" formnovalidate>Annuler et revenir chez le commerçant</button>
</form>
<h2>Cartes de test</h2><table><tr><th>Numéro</th><th>Résultat</th></tr>${cards}</table>`,
  );
}
