/** Every migration, oldest first. `npm run migration:generate -- <Name>` appends to this list. */
import { Initial1795320628872 } from '../migrations/1795320628872-Initial.js';
import { AiResponsesAndPlaceLocations1795326359306 } from '../migrations/1795326359306-AiResponsesAndPlaceLocations.js';
import { RateLimits1795331274584 } from '../migrations/1795331274584-RateLimits.js';
import { AdminFeaturedImages1795344012895 } from '../migrations/1795344012895-AdminFeaturedImages.js';
import { AccountPlan1795352405949 } from '../migrations/1795352405949-AccountPlan.js';
import { TripRegeneration1795400000000 } from '../migrations/1795400000000-TripRegeneration.js';
import { PlaceStore1795942153551 } from '../migrations/1795942153551-PlaceStore.js';
import { TripCompanions1795965995408 } from '../migrations/1795965995408-TripCompanions.js';
import { TripExpenses1795967559962 } from '../migrations/1795967559962-TripExpenses.js';
import { TripCoEditing1795978678354 } from '../migrations/1795978678354-TripCoEditing.js';
import { WalletItemPrice1795981986076 } from '../migrations/1795981986076-WalletItemPrice.js';

export const migrations: Function[] = [Initial1795320628872, AiResponsesAndPlaceLocations1795326359306, RateLimits1795331274584, AdminFeaturedImages1795344012895, AccountPlan1795352405949, TripRegeneration1795400000000, PlaceStore1795942153551, TripCompanions1795965995408, TripExpenses1795967559962, TripCoEditing1795978678354, WalletItemPrice1795981986076];
