import { cityKeyOf, naira, slugify } from '@greetly/domain';
import type { Kysely } from 'kysely';
import type { Config } from '../../../../platform/config.ts';
import type { Database } from '../../../../platform/db/schema.ts';
import { newId } from '../../../../platform/lib/ids.ts';
import { randomCode } from '../../../../platform/lib/random-code.ts';
import { loadSharp } from '../../../../platform/lib/sharp.ts';
import { databaseMediaStore, mediaRepo } from '../../../media/index.ts';
import { lookOf, productArtSvg } from './art.ts';
import { DEMO_ACCOUNT, DEMO_PRODUCTS, DEMO_SHOPS } from './catalogue.ts';
import { type DemoWrites, demoRepo } from './repo.ts';

export interface DemoSeedOutcome {
  seeded: boolean;
  shops: number;
  products: number;
}

const HOUR = 3_600_000;

/** Thrown to roll back: another process added a catalogue while this one prepared its own. */
class AlreadySeeded extends Error {}

/** Each demo product's picture, rendered from its SVG to WebP (before the transaction, which stays short). */
async function renderArt(): Promise<{ data: Buffer; width: number; height: number }[]> {
  const sharp = await loadSharp();
  return Promise.all(
    DEMO_PRODUCTS.map(async (product, index) => {
      const { data, info } = await sharp(
        Buffer.from(productArtSvg(product.category, lookOf(index))),
      )
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    }),
  );
}

/** The demo account: no password and no identity, so nobody signs in as it. */
function demoOwner(writes: DemoWrites, at: string): Promise<string> {
  return writes.ensureUser(
    {
      id: newId(),
      email: DEMO_ACCOUNT.email,
      first_name: DEMO_ACCOUNT.firstName,
      last_name: DEMO_ACCOUNT.lastName,
      phone: DEMO_ACCOUNT.phone,
      password_hash: null,
      email_verified_at: null,
      created_at: at,
      updated_at: at,
    },
    ['gifter', 'vendor'],
  );
}

/**
 * Writes the demo catalogue (three approved shops, thirty listed products in all seven categories,
 * each with its own drawn picture, all marked `is_demo`) into a database without any shop or
 * product; otherwise changes nothing. All of it or nothing is written.
 */
export async function seedDemoCatalogue(options: {
  db: Kysely<Database>;
  now?: Date;
}): Promise<DemoSeedOutcome> {
  const nothing = { seeded: false, shops: 0, products: 0 };
  const repo = demoRepo(options.db);
  if (await repo.hasCatalogue()) return nothing;
  const art = await renderArt();
  const now = (options.now ?? new Date()).getTime();
  const at = new Date(now - DEMO_PRODUCTS.length * HOUR).toISOString();
  return repo
    .inTransaction(async (writes, trx) => {
      // The owner first: its insert waits for any other process seeding at the same moment, and
      // the check after it sees what that process wrote (then the owner's insert is rolled back).
      const ownerId = await demoOwner(writes, at);
      if (await writes.hasCatalogue()) throw new AlreadySeeded();
      const shopIds = new Map<string, { id: string; name: string }>();
      for (const shop of DEMO_SHOPS) {
        const id = newId();
        shopIds.set(shop.key, { id, name: shop.name });
        await writes.insertShop({
          id,
          owner_id: ownerId,
          business_name: shop.name,
          business_type: shop.businessType,
          description: shop.description,
          country_city: shop.countryCity,
          delivery_country: shop.deliveryCountry,
          created_at: at,
          updated_at: at,
          status: 'approved',
          slug: `${slugify(shop.name)}-demo`,
          review_reason: null,
          reviewed_by: null,
          reviewed_at: at,
          submitted_at: at,
          is_demo: 1,
        });
      }
      const media = mediaRepo(trx);
      const store = databaseMediaStore(trx);
      for (const [index, product] of DEMO_PRODUCTS.entries()) {
        const shop = shopIds.get(product.shop);
        const picture = art[index];
        if (!shop || !picture)
          throw new Error(`Demo product ${product.title} has no shop or picture.`);
        // One hour apart, the last listed an hour ago: "newest" shows them in a steady order.
        const createdAt = new Date(now - (DEMO_PRODUCTS.length - index) * HOUR).toISOString();
        const mediaId = newId();
        await media.insert({
          id: mediaId,
          owner_id: ownerId,
          kind: 'image',
          content_type: 'image/webp',
          byte_size: picture.data.length,
          duration_seconds: null,
          width: picture.width,
          height: picture.height,
          created_at: createdAt,
        });
        await store.save(mediaId, picture.data);
        const productId = newId();
        await writes.insertProduct(
          {
            id: productId,
            ref: randomCode(10),
            shop_id: shop.id,
            shop_name: shop.name,
            title: product.title,
            category: product.category,
            description: product.description,
            price_kobo: naira(product.priceNaira),
            stock: product.stock,
            lead_time_days: product.leadTimeDays,
            status: 'published',
            listed: 1,
            is_demo: 1,
            published_at: createdAt,
            created_at: createdAt,
            updated_at: createdAt,
          },
          [{ product_id: productId, position: 0, media_id: mediaId }],
          product.deliveryAreas.map((area, position) => ({
            product_id: productId,
            position,
            country: area.country,
            city: area.city,
            city_key: cityKeyOf(area.city),
          })),
        );
      }
      return { seeded: true, shops: DEMO_SHOPS.length, products: DEMO_PRODUCTS.length };
    })
    .catch((error: unknown) => {
      if (error instanceof AlreadySeeded) return nothing;
      throw error;
    });
}

/**
 * At start (`npm start`): seeds the demo catalogue when DEMO_SEED is 'auto', the app is not in
 * production, and the database is as a fresh install leaves it (no account, shop or product).
 * Returns whether it seeded.
 */
export async function seedDemoOnStart(options: {
  db: Kysely<Database>;
  config: Pick<Config, 'demoSeed' | 'isProduction'>;
  log: { info: (message: string) => void };
}): Promise<boolean> {
  const { config } = options;
  if (config.demoSeed !== 'auto' || config.isProduction) return false;
  if (!(await demoRepo(options.db).isEmpty())) return false;
  const outcome = await seedDemoCatalogue({ db: options.db });
  if (outcome.seeded) {
    options.log.info(
      `Added a demo catalogue (${outcome.shops} shops, ${outcome.products} products, marked as demo) to the empty database; DEMO_SEED=off starts without it.`,
    );
  }
  return outcome.seeded;
}
