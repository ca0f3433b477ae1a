import { ActivityLog } from '../modules/activity/activity-log.entity.js';
import { AiResponse } from '../modules/ai/ai-response.entity.js';
import { RateLimitCounter } from '../modules/auth/rate-limit.entity.js';
import { PasswordResetToken } from '../modules/auth/password-reset-token.entity.js';
import { Subscriber } from '../modules/newsletter/subscriber.entity.js';
import { PlacesCacheEntry } from '../modules/places/places-cache.entity.js';
import { StoreImportRow, StorePlaceRow } from '../modules/place-store/store-place.entity.js';
import { Setting } from '../modules/settings/setting.entity.js';
import { Trip } from '../modules/trips/trip.entity.js';
import { TripMember } from '../modules/trips/trip-member.entity.js';
import { TripInvitation } from '../modules/companions/trip-invitation.entity.js';
import { CurrencyRate } from '../modules/expenses/currency-rate.entity.js';
import { TripExpense } from '../modules/expenses/expense.entity.js';
import { User } from '../modules/users/user.entity.js';
import { WalletItem } from '../modules/wallet/wallet-item.entity.js';

import { TripEdit } from '../modules/co-editing/trip-edit.entity.js';
import { TripPresence } from '../modules/trips/trip-presence.entity.js';
export const entities = [User, Trip, WalletItem, PlacesCacheEntry, ActivityLog, Subscriber, Setting, PasswordResetToken, AiResponse, RateLimitCounter, StorePlaceRow, StoreImportRow, TripMember, TripInvitation, TripExpense, CurrencyRate, TripEdit, TripPresence];
