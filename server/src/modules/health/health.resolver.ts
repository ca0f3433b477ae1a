import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';

@ObjectType()
class DatabaseHealth {
  @Field({ description: "'embedded' (PGlite) or 'postgres'" })
  kind: string;

  @Field()
  ok: boolean;
}

@ObjectType({ description: 'Whether this instance and its database are working.' })
class Health {
  @Field()
  status: string;

  @Field(() => DatabaseHealth)
  database: DatabaseHealth;

  @Field()
  version: string;
}

@Resolver()
export class HealthResolver {
  @Query(() => Health)
  health(@Ctx() { services }: GraphQLContext): Promise<Health> {
    return services.health.check();
  }
}
