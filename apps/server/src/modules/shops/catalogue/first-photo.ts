import { sql } from 'kysely';

/**
 * A product's cover (its first photo's media id, or null), as a column of any query over
 * `products`: grids, product pages and carts show the same picture.
 */
export const firstPhotoId = sql<string | null>`(select product_photos.media_id
  from product_photos where product_photos.product_id = products.id
  order by product_photos.position limit 1)`.as('photo_id');
