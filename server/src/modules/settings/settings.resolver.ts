import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';

@ObjectType({ description: 'Settings every visitor may read: the site name, how to reach support, and where pictures and map tiles come from.' })
class PublicSettings {
  @Field()
  siteName: string;

  @Field()
  supportEmail: string;

  @Field()
  maintenanceMode: boolean;

  @Field({ description: 'true when place photos come from Google Places; false means the client uses its offline art without asking' })
  placePhotosEnabled: boolean;

  @Field({ description: 'the map tile server as a Leaflet URL template, e.g. https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png' })
  mapTileUrl: string;

  @Field({ description: 'the tiles\' credit, plain text' })
  mapTileAttribution: string;

  @Field({ description: "where the tiles' credit links to; '' for no link" })
  mapTileAttributionUrl: string;
}

@Resolver()
export class SettingsResolver {
  @Query(() => PublicSettings)
  async publicSettings(@Ctx() { services }: GraphQLContext): Promise<PublicSettings> {
    const { siteName, supportEmail, maintenanceMode, mapTileUrl, mapTileAttribution, mapTileAttributionUrl } = await services.settings.get();
    return { siteName, supportEmail, maintenanceMode, placePhotosEnabled: await services.places.enabled(), mapTileUrl, mapTileAttribution, mapTileAttributionUrl };
  }
}
