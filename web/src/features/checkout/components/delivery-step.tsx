import { useEffect, useRef, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { openRelayDialog } from '@/components/relay/relay-dialog';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { cartIsEmpty } from '@/lib/cart/cart-count';
import { useCartId } from '@/lib/cart/cart-id';
import { useCheckoutCart } from '@/lib/cart/get-checkout-cart';
import { useSession } from '@/lib/session';
import type { Address, Cart } from '@/types/api';
import { useAddresses } from '@/lib/addresses';
import { chooseMode } from '../api/shipments';
import { unconfirmCart, updateDelivery, type DeliveryPatch } from '../api/update-cart';
import { expandedAddress } from '../utils/cart-view';
import {
  addressId,
  autoSelectedAddress,
  expandedShipments,
  isBillingComplete,
  isDeliveryComplete,
  needsBundleChoice,
  opensAddressDialog,
  sameAsShippingChange,
  shippingChoice,
} from '../utils/delivery-step';
import { AddressChoice } from './address-choice';
import { openAddressDialog } from '@/components/address/address-form';
import { BundleChoice } from './bundle-choice';
import { CartSummaryBox } from './cart-summary-box';
import { CheckoutLoadError, CheckoutLoading, EmptyCheckout } from './checkout-state';
import { ShipmentChoice } from './shipment-choice';

const FAILED = "Votre choix n'a pas pu être enregistré. Veuillez réessayer.";

/**
 * The step before the summary (spec §2, §4): `checkout/livraison` with shipping and billing
 * addresses, parcel bundling and delivery modes; `checkout/sans-livraison` (withDelivery false) with
 * the billing address only. 'Continuer' shows once the step is complete.
 */
export function DeliveryStep({ labelSlug, withDelivery }: { labelSlug: string; withDelivery: boolean }) {
  const cartId = useCartId();
  const { profile } = useSession();
  const userId = profile?.id ?? null;
  const { data: cart, error, mutate: reload, isLoading } = useCheckoutCart(cartId);
  const { data: addresses } = useAddresses(userId);
  const [saving, setSaving] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const decided = useRef(false);
  const unconfirming = useRef(false);

  async function run(task: () => Promise<void>) {
    setSaving(true);
    setActionError(null);
    try {
      await task();
    } catch (failure) {
      setActionError(failure instanceof ApiError ? failure.message : FAILED);
    } finally {
      setSaving(false);
    }
  }

  const patch = (changes: DeliveryPatch) => run(() => updateDelivery(cartId!, changes));
  // The address this step is about: shipping with delivery, billing without.
  const main = cart ? addressId(withDelivery ? cart.shipping_address : cart.billing_address) : null;
  const chooseMain = (c: Cart, id: number) => patch(withDelivery ? shippingChoice(c, id) : { billing_address: id });

  // Back from the bank or the summary, a confirmed cart becomes editable again.
  useEffect(() => {
    if (!cart || cart.status !== 1 || unconfirming.current) return;
    unconfirming.current = true;
    void run(() => unconfirmCart(cart.id));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cart?.status]);

  // Spec §4, once the cart and the saved addresses are known: the single saved address is chosen;
  // with none, the new-address dialog opens. Later changes of the list (a new address) are the shopper's.
  useEffect(() => {
    if (!cart || cart.status !== 0 || !addresses || decided.current) return;
    decided.current = true;
    const auto = autoSelectedAddress(main, addresses);
    if (auto !== null) void chooseMain(cart, auto);
    else if (opensAddressDialog(main, addresses)) openAddressDialog(userId, (address) => chooseMain(cart, address.id));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cart, addresses, main]);

  if (!cartId) return <EmptyCheckout labelSlug={labelSlug} />;
  if (error) return <CheckoutLoadError error={error} onRetry={() => void reload()} labelSlug={labelSlug} />;
  if (!cart || isLoading) return <CheckoutLoading />;
  if (cartIsEmpty(cart)) return <EmptyCheckout labelSlug={labelSlug} />;
  if (cart.status === 2) return <Navigate to={paths.label.checkout.getCompleteHref(labelSlug, cart.id)} replace />;
  if (withDelivery !== cart.need_delivery) return <Navigate to={paths.label.checkout.getHref(labelSlug, cart.need_delivery ? 'livraison' : 'sans-livraison')} replace />;

  const saved: Address[] = addresses ?? [];
  const shipping = addressId(cart.shipping_address);
  const billing = addressId(cart.billing_address);
  const sameAsShipping = shipping !== null && billing === shipping;
  const complete = withDelivery ? isDeliveryComplete(cart) : isBillingComplete(cart);
  const shipments = expandedShipments(cart);
  const shippingAddress = expandedAddress(cart.shipping_address);
  const busy = saving || cart.status !== 0;

  const relayFor = (shipmentId: string, selectedId: string | null) =>
    openRelayDialog({ cartId: cart.id, shipmentId, postalCode: shippingAddress?.postal_code ?? '', country: shippingAddress?.country?.code ?? 'FR', selectedId });

  return (
    <div className="checkout-layout">
      <div className="checkout-steps">
        <div role="alert">{actionError && <p className="notice notice--error">{actionError}</p>}</div>
        {withDelivery && (
          <section className="checkout-section" aria-labelledby="shipping-title">
            <h2 id="shipping-title" className="checkout-section__title">
              Adresse de livraison
            </h2>
            <AddressChoice
              name="shipping_address"
              legend="Adresse de livraison"
              addresses={saved}
              selected={shipping}
              disabled={busy}
              onChoose={(id) => void chooseMain(cart, id)}
              onCreate={() => openAddressDialog(userId, (address) => chooseMain(cart, address.id))}
              onEdit={(address) => openAddressDialog(userId, () => void reload(), address)}
            />
          </section>
        )}

        <section className="checkout-section" aria-labelledby="billing-title">
          <h2 id="billing-title" className="checkout-section__title">
            Adresse de facturation
          </h2>
          {withDelivery && (
            <label className="checkout-same">
              <input
                type="checkbox"
                checked={sameAsShipping}
                disabled={busy || shipping === null}
                onChange={(event) => void patch(sameAsShippingChange(cart, event.target.checked))}
              />
              Identique à l'adresse de livraison
            </label>
          )}
          {!sameAsShipping && (
            <AddressChoice
              name="billing_address"
              legend="Adresse de facturation"
              addresses={saved}
              selected={billing}
              disabled={busy}
              onChoose={(id) => void patch({ billing_address: id })}
              onCreate={() => openAddressDialog(userId, (address) => patch({ billing_address: address.id }))}
              onEdit={(address) => openAddressDialog(userId, () => void reload(), address)}
            />
          )}
        </section>

        {withDelivery && needsBundleChoice(cart) && (
          <section className="checkout-section" aria-labelledby="bundle-title">
            <h2 id="bundle-title" className="checkout-section__title">
              Envoi de vos articles
            </h2>
            <p className="checkout-section__lead">Certains articles ne sont pas encore disponibles. Comment souhaitez-vous les recevoir ?</p>
            <BundleChoice cart={cart} disabled={busy} onChoose={(bundle) => void patch({ bundle })} />
          </section>
        )}

        {withDelivery && shipments.length > 0 && (
          <section className="checkout-section" aria-labelledby="modes-title">
            <h2 id="modes-title" className="checkout-section__title">
              Mode de livraison
            </h2>
            {shipments.map((shipment, index) => (
              <ShipmentChoice
                key={shipment.id}
                cart={cart}
                shipment={shipment}
                index={index}
                count={shipments.length}
                disabled={busy}
                onMode={(mode) =>
                  void run(async () => {
                    await chooseMode(cart.id, shipment.id, mode);
                    // Spec §4: choosing Mondial Relay opens the relay selection dialog.
                    if (mode === 'mondial_relay') relayFor(shipment.id, null);
                  })
                }
                onRelay={() => relayFor(shipment.id, shipment.parcel_shop?.ID ?? null)}
              />
            ))}
          </section>
        )}
      </div>

      <CartSummaryBox cart={cart} withDelivery={withDelivery} professional={profile?.isBookseller ?? false}>
        {complete ? (
          <Link to={paths.label.checkout.getHref(labelSlug, 'summary')} className="button button--block checkout-box__continue">
            Continuer
          </Link>
        ) : (
          <p className="checkout-box__hint">
            {withDelivery ? 'Choisissez vos adresses et votre mode de livraison pour continuer.' : 'Choisissez votre adresse de facturation pour continuer.'}
          </p>
        )}
      </CartSummaryBox>
    </div>
  );
}
