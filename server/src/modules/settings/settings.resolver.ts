import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';

@ObjectType({ description: 'Settings every visitor may read: the site name and how to reach support.' })
class PublicSettings {
  @Field()
  siteName: string;

  @Field()
  supportEmail: string;

  @Field()
  maintenanceMode: boolean;
}

@Resolver()
export class SettingsResolver {
  @Query(() => PublicSettings)
  async publicSettings(@Ctx() { services }: GraphQLContext): Promise<PublicSettings> {
    const { siteName, supportEmail, maintenanceMode } = await services.settings.get();
    return { siteName, supportEmail, maintenanceMode };
  }
}
