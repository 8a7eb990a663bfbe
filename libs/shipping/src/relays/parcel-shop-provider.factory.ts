import { Logger, Provider } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@shop/common';
import { BundledParcelShopProvider } from './bundled/bundled-parcel-shop.provider';
import { MondialRelayProvider } from './mondial-relay/mondial-relay.provider';
import { PARCEL_SHOP_PROVIDER, ParcelShopProvider } from './parcel-shop';

/** Mondial Relay when its credentials are configured, the bundled fictional points otherwise. */
export function parcelShopProviderFor(config: AppConfig): ParcelShopProvider {
  if (config.mondialRelayEnseigne && config.mondialRelayPrivateKey) {
    return new MondialRelayProvider({
      enseigne: config.mondialRelayEnseigne,
      privateKey: config.mondialRelayPrivateKey,
      url: config.mondialRelayUrl,
    });
  }
  if (config.nodeEnv === 'production') {
    // Fictional points in production would send parcels nowhere: say so loudly at start.
    new Logger('Shipping').warn('MONDIAL_RELAY_ENSEIGNE et MONDIAL_RELAY_PRIVATE_KEY absents : points relais fictifs intégrés.');
  }
  return new BundledParcelShopProvider();
}

/** Nest provider of PARCEL_SHOP_PROVIDER, chosen from the configuration. */
export const parcelShopProvider: Provider = {
  provide: PARCEL_SHOP_PROVIDER,
  inject: [APP_CONFIG],
  useFactory: parcelShopProviderFor,
};
