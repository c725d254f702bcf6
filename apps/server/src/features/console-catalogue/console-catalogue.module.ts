import type { consoleCatalogueEndpoints } from '@hall/contract/console-catalogue/endpoints';
import type { ConsoleAgentOffer, ConsoleRechargeProduct } from '@hall/contract/console-catalogue/schemas';
import { CatalogueArea, dropOnceCommitted } from '../../domain/catalogue-cache.ts';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { createAgentOffer, createRechargeProduct, editAgentOffer, editRechargeProduct } from '../../domain/catalogue.ts';
import { listAgentOffers, listRechargeProducts, saveWithAudit } from './catalogue.service.ts';

const describeProduct = (row: ConsoleRechargeProduct) => ({ group: row.group, name: row.name, amountFen: row.amountFen, isOnSale: row.isOnSale });
const describeOffer = (row: ConsoleAgentOffer) => ({
  name: row.name,
  systemId: row.systemId,
  sumFeeFen: row.sumFeeFen,
  packageId: row.packageId,
  isChangeable: row.isChangeable,
  isOnSale: row.isOnSale,
});

export const consoleCatalogueModule: FeatureModule<keyof typeof consoleCatalogueEndpoints> = {
  name: 'console-catalogue',
  handlers: (deps) => ({
    CONSOLE_RECHARGE_PRODUCTS: ({ input }) => listRechargeProducts(deps, input.group),
    CONSOLE_CREATE_RECHARGE_PRODUCT: ({ staff, input }) =>
      dropOnceCommitted(
        deps.catalogueCache,
        CatalogueArea.RECHARGE_PRODUCTS,
        saveWithAudit(deps, {
          staffId: staff.id,
          action: 'create',
          subjectType: 'recharge_product',
          write: (tx) => createRechargeProduct(tx, input),
          describe: describeProduct,
        }),
      ),
    CONSOLE_UPDATE_RECHARGE_PRODUCT: ({ staff, input }) =>
      dropOnceCommitted(
        deps.catalogueCache,
        CatalogueArea.RECHARGE_PRODUCTS,
        saveWithAudit(deps, {
          staffId: staff.id,
          action: 'update',
          subjectType: 'recharge_product',
          write: (tx) => editRechargeProduct(tx, input),
          describe: describeProduct,
        }),
      ),
    CONSOLE_AGENT_OFFERS: ({ input }) => listAgentOffers(deps, input.systemId),
    CONSOLE_CREATE_AGENT_OFFER: ({ staff, input }) =>
      saveWithAudit(deps, {
        staffId: staff.id,
        action: 'create',
        subjectType: 'agent_offer',
        write: (tx) => createAgentOffer(tx, input),
        describe: describeOffer,
      }),
    CONSOLE_UPDATE_AGENT_OFFER: ({ staff, input }) =>
      saveWithAudit(deps, {
        staffId: staff.id,
        action: 'update',
        subjectType: 'agent_offer',
        write: (tx) => editAgentOffer(tx, input),
        describe: describeOffer,
      }),
  }),
};
