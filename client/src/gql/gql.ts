/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query ProfilePlan {\n    me {\n      id\n      plan\n      planStartedAt\n    }\n  }\n": typeof types.ProfilePlanDocument,
    "\n  mutation AccountLogin($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        id\n        email\n        username\n        firstName\n        lastName\n        profileImageUrl\n        bio\n        isAdmin\n        createdAt\n        lastLogin\n      }\n    }\n  }\n": typeof types.AccountLoginDocument,
    "\n  mutation AccountRegister($input: RegisterInput!) {\n    register(input: $input) {\n      message\n    }\n  }\n": typeof types.AccountRegisterDocument,
    "\n  mutation AccountForgotPassword($input: ForgotPasswordInput!) {\n    forgotPassword(input: $input) {\n      message\n      token\n    }\n  }\n": typeof types.AccountForgotPasswordDocument,
    "\n  mutation AccountResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": typeof types.AccountResetPasswordDocument,
    "\n  query SessionUser {\n    me {\n      id\n      email\n      username\n      firstName\n      lastName\n      profileImageUrl\n      bio\n      isAdmin\n      createdAt\n      lastLogin\n    }\n  }\n": typeof types.SessionUserDocument,
    "\n  fragment AdminSubscribersTable_subscriber on Subscriber {\n    id\n    email\n    subscribed\n    subscribedAt\n  }\n": typeof types.AdminSubscribersTable_SubscriberFragmentDoc,
    "\n  mutation AdminSubscribersUnsubscribe($email: String!) {\n    adminUnsubscribe(email: $email) {\n      id\n      subscribed\n      unsubscribedAt\n    }\n  }\n": typeof types.AdminSubscribersUnsubscribeDocument,
    "\n  fragment AdminTripsTable_trip on Trip {\n    id\n    uuid\n    destination\n    country\n    startDate\n    endDate\n    featuredImage\n    customHeader\n    isFeaturedTrip\n    isPopularDestination\n    userId\n    createdAt\n    preferences {\n      budgetLevel\n      travelers\n      duration\n    }\n  }\n": typeof types.AdminTripsTable_TripFragmentDoc,
    "\n  mutation AdminTripsUpdateTrip($uuid: String!, $input: AdminTripInput!) {\n    adminUpdateTrip(uuid: $uuid, input: $input) {\n      message\n      trip {\n        ...AdminTripsTable_trip\n      }\n    }\n  }\n": typeof types.AdminTripsUpdateTripDocument,
    "\n  mutation AdminTripsSetFeatured($uuid: String!, $isFeatured: Boolean!) {\n    adminSetTripFeatured(uuid: $uuid, isFeatured: $isFeatured) {\n      message\n      trip {\n        ...AdminTripsTable_trip\n      }\n    }\n  }\n": typeof types.AdminTripsSetFeaturedDocument,
    "\n  mutation AdminTripsSetPopular($uuid: String!, $isPopularDestination: Boolean!) {\n    adminSetTripPopular(uuid: $uuid, isPopularDestination: $isPopularDestination) {\n      message\n      trip {\n        ...AdminTripsTable_trip\n      }\n    }\n  }\n": typeof types.AdminTripsSetPopularDocument,
    "\n  mutation AdminTripsDeleteTrip($uuid: String!) {\n    adminDeleteTrip(uuid: $uuid)\n  }\n": typeof types.AdminTripsDeleteTripDocument,
    "\n  fragment AdminUsersTable_user on User {\n    id\n    username\n    email\n    firstName\n    lastName\n    bio\n    profileImageUrl\n    isAdmin\n    createdAt\n    lastLogin\n  }\n": typeof types.AdminUsersTable_UserFragmentDoc,
    "\n  mutation AdminUsersUpdateUser($id: Int!, $input: AdminUserInput!) {\n    adminUpdateUser(id: $id, input: $input) {\n      message\n      user {\n        ...AdminUsersTable_user\n      }\n    }\n  }\n": typeof types.AdminUsersUpdateUserDocument,
    "\n  mutation AdminUsersDeleteUser($id: Int!) {\n    adminDeleteUser(id: $id)\n  }\n": typeof types.AdminUsersDeleteUserDocument,
    "\n  mutation HomeChatReply($input: ChatInput!) {\n    homeChat(input: $input) {\n      message\n      ready\n      request {\n        destination\n        country\n        startDate\n        endDate\n        preferences {\n          travelStyle\n          accommodation\n          activities\n          budgetLevel\n          currency\n          duration\n          travelers\n        }\n      }\n    }\n  }\n": typeof types.HomeChatReplyDocument,
    "\n  query HomeChatService {\n    chatReadyPhrases\n  }\n": typeof types.HomeChatServiceDocument,
    "\n  mutation CheckoutChoosePlan($input: ChoosePlanInput!) {\n    choosePlan(input: $input) {\n      id\n      plan\n      planStartedAt\n    }\n  }\n": typeof types.CheckoutChoosePlanDocument,
    "\n  query TripCompanions($tripUuid: String!) {\n    tripCompanions(tripUuid: $tripUuid) {\n      owner\n      role\n      companions {\n        userId\n        username\n        role\n        joinedAt\n      }\n      invitations {\n        id\n        role\n        email\n        expiresAt\n      }\n    }\n  }\n": typeof types.TripCompanionsDocument,
    "\n  mutation InviteCompanion($tripUuid: String!, $input: InviteCompanionInput!) {\n    inviteCompanion(tripUuid: $tripUuid, input: $input) {\n      id\n      role\n      email\n      expiresAt\n      link\n    }\n  }\n": typeof types.InviteCompanionDocument,
    "\n  mutation RevokeCompanionInvitation($tripUuid: String!, $id: Int!) {\n    revokeCompanionInvitation(tripUuid: $tripUuid, id: $id)\n  }\n": typeof types.RevokeCompanionInvitationDocument,
    "\n  mutation RemoveCompanion($tripUuid: String!, $userId: Int!) {\n    removeCompanion(tripUuid: $tripUuid, userId: $userId)\n  }\n": typeof types.RemoveCompanionDocument,
    "\n  query CompanionInvitation($token: String!) {\n    companionInvitation(token: $token) {\n      tripUuid\n      destination\n      country\n      invitedBy\n      role\n      expiresAt\n      sentTo\n    }\n  }\n": typeof types.CompanionInvitationDocument,
    "\n  mutation AcceptCompanionInvitation($token: String!) {\n    acceptCompanionInvitation(token: $token) {\n      uuid\n    }\n  }\n": typeof types.AcceptCompanionInvitationDocument,
    "\n  fragment TripExpensesFields on TripExpenses {\n    currency\n    ratesNote\n    total\n    expenses {\n      id\n      title\n      amount\n      currency\n      paidById\n      paidByName\n      splitMode\n      between\n      shares {\n        userId\n        amount\n      }\n      category\n      day\n      converted\n      createdAt\n    }\n    balances {\n      userId\n      username\n      paid\n      share\n      balance\n    }\n    settlements {\n      fromUserId\n      fromName\n      toUserId\n      toName\n      amount\n    }\n    byCategory {\n      key\n      amount\n    }\n    byDay {\n      key\n      amount\n    }\n    unconverted\n  }\n": typeof types.TripExpensesFieldsFragmentDoc,
    "\n  query TripExpenses($tripUuid: String!) {\n    tripExpenses(tripUuid: $tripUuid) {\n      ...TripExpensesFields\n    }\n  }\n": typeof types.TripExpensesDocument,
    "\n  mutation AddExpense($tripUuid: String!, $input: ExpenseInput!) {\n    addExpense(tripUuid: $tripUuid, input: $input) {\n      ...TripExpensesFields\n    }\n  }\n": typeof types.AddExpenseDocument,
    "\n  mutation UpdateExpense($tripUuid: String!, $id: Int!, $input: ExpenseInput!) {\n    updateExpense(tripUuid: $tripUuid, id: $id, input: $input) {\n      ...TripExpensesFields\n    }\n  }\n": typeof types.UpdateExpenseDocument,
    "\n  mutation DeleteExpense($tripUuid: String!, $id: Int!) {\n    deleteExpense(tripUuid: $tripUuid, id: $id) {\n      ...TripExpensesFields\n    }\n  }\n": typeof types.DeleteExpenseDocument,
    "\n  query ExpenseTravellers($tripUuid: String!) {\n    tripCompanions(tripUuid: $tripUuid) {\n      owner\n      companions {\n        userId\n        username\n      }\n    }\n  }\n": typeof types.ExpenseTravellersDocument,
    "\n  query ExpensesCostEstimate($tripUuid: String!) {\n    tripCostEstimate(tripUuid: $tripUuid) {\n      currency\n      low\n      high\n      note\n      lines {\n        key\n        label\n        low\n        high\n        basis\n      }\n    }\n  }\n": typeof types.ExpensesCostEstimateDocument,
    "\n  fragment FeaturedTripCard_trip on Trip {\n    id\n    uuid\n    destination\n    country\n    featuredImage\n    customHeader\n    destinationOverview {\n      imageUrl\n    }\n    preferences {\n      activities\n      duration\n      travelers\n    }\n    itinerary {\n      activities {\n        title\n        type\n      }\n    }\n  }\n": typeof types.FeaturedTripCard_TripFragmentDoc,
    "\n  query HomePageFeaturedTrips {\n    featuredTrips {\n      uuid\n      ...FeaturedTripCard_trip\n    }\n  }\n": typeof types.HomePageFeaturedTripsDocument,
    "\n  query HomePagePopularDestinations {\n    popularDestinations {\n      uuid\n      ...PopularDestinationCard_trip\n    }\n  }\n": typeof types.HomePagePopularDestinationsDocument,
    "\n  fragment PopularDestinationCard_trip on Trip {\n    uuid\n    destination\n    country\n    featuredImage\n    customHeader\n    destinationOverview {\n      imageUrl\n    }\n  }\n": typeof types.PopularDestinationCard_TripFragmentDoc,
    "\n  mutation NewsletterSubscribe($email: String!) {\n    subscribeNewsletter(email: $email) {\n      alreadySubscribed\n    }\n  }\n": typeof types.NewsletterSubscribeDocument,
    "\n  query DestinationFieldSuggestions($query: String!, $limit: Int!) {\n    destinationSuggestions(query: $query, limit: $limit) {\n      suggestions {\n        displayName\n        destination\n        country\n        plannable\n      }\n    }\n  }\n": typeof types.DestinationFieldSuggestionsDocument,
    "\n  fragment SavedTripCard_trip on Trip {\n    uuid\n    destination\n    country\n    customHeader\n    startDate\n    endDate\n    createdAt\n    featuredImage\n    preferences {\n      duration\n      travelers\n    }\n    sharing {\n      owner\n      role\n      companions {\n        username\n        role\n      }\n    }\n  }\n": typeof types.SavedTripCard_TripFragmentDoc,
    "\n  mutation SavedTripsDeleteTrip($uuid: String!) {\n    deleteTrip(uuid: $uuid)\n  }\n": typeof types.SavedTripsDeleteTripDocument,
    "\n  query SiteSettings {\n    publicSettings {\n      siteName\n      supportEmail\n      maintenanceMode\n    }\n  }\n": typeof types.SiteSettingsDocument,
    "\n  query TripAssistantPermissions($tripUuid: String!) {\n    tripPermissions(tripUuid: $tripUuid) {\n      canEdit\n    }\n  }\n": typeof types.TripAssistantPermissionsDocument,
    "\n  fragment TripAssistant_trip on Trip {\n    uuid\n    revision\n    destination\n    country\n    startDate\n    endDate\n    preferences {\n      travelStyle\n      accommodation\n      activities\n      budgetLevel\n      currency\n      duration\n      travelers\n    }\n    itinerary {\n      day\n      title\n      description\n      activities {\n        id\n        title\n        description\n        type\n        time\n        timeframe\n        duration\n        address\n        imageUrl\n        placeId\n        location {\n          lat\n          lng\n          city\n        }\n      }\n    }\n    accommodations {\n      name\n    }\n  }\n": typeof types.TripAssistant_TripFragmentDoc,
    "\n  mutation TripAssistantSaveItinerary($uuid: String!, $itinerary: [ItineraryDayInput!]!, $baseRevision: Int!) {\n    updateTripItinerary(uuid: $uuid, itinerary: $itinerary, baseRevision: $baseRevision) {\n      uuid\n      revision\n      ...TripView_trip\n    }\n  }\n": typeof types.TripAssistantSaveItineraryDocument,
    "\n  mutation TripAssistantReply($input: TripChatInput!) {\n    tripChat(input: $input) {\n      message\n      modificationSuggestion {\n        destination\n        country\n        startDate\n        endDate\n        preferences {\n          travelStyle\n          accommodation\n          activities\n          budgetLevel\n          currency\n          duration\n          travelers\n        }\n      }\n      proposedEdit {\n        kind\n        a\n        b\n        day\n        match\n        title\n        type\n      }\n    }\n  }\n": typeof types.TripAssistantReplyDocument,
    "\n  query TripOptionLists {\n    tripOptions {\n      interests\n      parties {\n        label\n        travelers\n      }\n      budgetLevels {\n        level\n        label\n      }\n      travelStyles\n      activities\n      accommodations\n    }\n  }\n": typeof types.TripOptionListsDocument,
    "\n  fragment AccommodationCard_accommodation on Accommodation {\n    name\n    type\n    description\n    pricePerNight\n    currency\n    rating\n    imageUrl\n    location\n    budgetLevel\n  }\n": typeof types.AccommodationCard_AccommodationFragmentDoc,
    "\n  fragment ActivityItem_activity on Activity {\n    title\n    description\n    type\n    time\n    timeframe\n    duration\n    address\n    imageUrl\n    placeId\n    location {\n      city\n    }\n  }\n": typeof types.ActivityItem_ActivityFragmentDoc,
    "\n  fragment DestinationGuide_trip on Trip {\n    destination\n    destinationOverview {\n      description\n      bestTimeToVisit\n      languages\n      currency\n      travelTips\n      customs\n      transportationTips\n      safetyTips\n      placeData {\n        verified\n        source\n        credit\n      }\n    }\n  }\n": typeof types.DestinationGuide_TripFragmentDoc,
    "\n  fragment ItineraryDayCard_day on ItineraryDay {\n    day\n    title\n    description\n    activities {\n      id\n      location {\n        lat\n        lng\n      }\n      ...ActivityItem_activity\n    }\n  }\n": typeof types.ItineraryDayCard_DayFragmentDoc,
    "\n  fragment TripAccommodations_trip on Trip {\n    preferences {\n      budgetLevel\n    }\n    destinationOverview {\n      placeData {\n        verified\n      }\n    }\n    accommodations {\n      ...AccommodationCard_accommodation\n    }\n  }\n": typeof types.TripAccommodations_TripFragmentDoc,
    "\n  fragment TripBottomActions_trip on Trip {\n    destination\n    country\n    startDate\n    endDate\n    preferences {\n      travelStyle\n      accommodation\n      activities\n      budgetLevel\n      currency\n      duration\n      travelers\n    }\n  }\n": typeof types.TripBottomActions_TripFragmentDoc,
    "\n  fragment TripHero_trip on Trip {\n    destination\n    country\n    customHeader\n    startDate\n    endDate\n    featuredImage\n    destinationOverview {\n      imageUrl\n    }\n    preferences {\n      budgetLevel\n      travelers\n      duration\n      activities\n      travelStyle\n      accommodation\n    }\n    itinerary {\n      day\n      activities {\n        title\n        time\n      }\n    }\n  }\n": typeof types.TripHero_TripFragmentDoc,
    "\n  fragment TripItinerary_trip on Trip {\n    uuid\n    startDate\n    destinationOverview {\n      placeData {\n        verified\n      }\n    }\n    itinerary {\n      day\n      ...ItineraryDayCard_day\n    }\n    ...TripCalendar_trip\n    ...ItineraryEditing_trip\n  }\n": typeof types.TripItinerary_TripFragmentDoc,
    "\n  fragment TripView_trip on Trip {\n    uuid\n    userId\n    itinerary {\n      day\n    }\n    manualEdits\n    canUndoRegeneration\n    ...TripHero_trip\n    ...TripItinerary_trip\n    ...TripMapSection_trip\n    ...TripPrintMap_trip\n    ...TripAccommodations_trip\n    ...DestinationGuide_trip\n    ...TripBottomActions_trip\n    ...TripShare_trip\n    ...TripAssistant_trip\n  }\n": typeof types.TripView_TripFragmentDoc,
    "\n  fragment TripCalendar_trip on Trip {\n    uuid\n    destination\n    country\n    startDate\n    itinerary {\n      day\n      activities {\n        title\n        description\n        time\n        duration\n        address\n        type\n      }\n    }\n  }\n": typeof types.TripCalendar_TripFragmentDoc,
    "\n  fragment EditConflictsAlert_conflict on EditConflict {\n    activityId\n    field\n    message\n  }\n": typeof types.EditConflictsAlert_ConflictFragmentDoc,
    "\n  fragment EditOutcome_result on ItineraryEditResult {\n    applied\n    conflicts {\n      ...EditConflictsAlert_conflict\n    }\n    trip {\n      uuid\n      ...TripView_trip\n    }\n  }\n": typeof types.EditOutcome_ResultFragmentDoc,
    "\n  mutation TripPageEditItinerary($tripUuid: String!, $baseRevision: Int!, $edit: ItineraryEditInput!) {\n    editTripItinerary(tripUuid: $tripUuid, baseRevision: $baseRevision, edit: $edit) {\n      ...EditOutcome_result\n    }\n  }\n": typeof types.TripPageEditItineraryDocument,
    "\n  fragment ItineraryEditing_trip on Trip {\n    uuid\n    revision\n    itinerary {\n      day\n      activities {\n        id\n        title\n        description\n        type\n        time\n        duration\n      }\n    }\n  }\n": typeof types.ItineraryEditing_TripFragmentDoc,
    "\n  query TripChangesHistory($tripUuid: String!) {\n    tripHistory(tripUuid: $tripUuid) {\n      revision\n      kind\n      summary\n      by\n      at\n      undone\n      canUndo\n      conflicts\n    }\n  }\n": typeof types.TripChangesHistoryDocument,
    "\n  mutation TripChangesUndo($tripUuid: String!, $revision: Int!) {\n    undoTripEdit(tripUuid: $tripUuid, revision: $revision) {\n      ...EditOutcome_result\n    }\n  }\n": typeof types.TripChangesUndoDocument,
    "\n  query TripImagesSettings {\n    publicSettings {\n      placePhotosEnabled\n    }\n  }\n": typeof types.TripImagesSettingsDocument,
    "\n  query TripImagesPlaceSearch($query: String!) {\n    placeSearch(query: $query) {\n      placeId\n      photoUrl\n    }\n  }\n": typeof types.TripImagesPlaceSearchDocument,
    "\n  query TripImagesPlacePhoto($placeId: String!, $maxWidth: Int!) {\n    placePhoto(placeId: $placeId, maxWidth: $maxWidth) {\n      photoUrl\n    }\n  }\n": typeof types.TripImagesPlacePhotoDocument,
    "\n  fragment TripMapSection_trip on Trip {\n    destination\n    country\n    itinerary {\n      day\n      title\n      activities {\n        title\n        time\n        type\n        location {\n          lat\n          lng\n        }\n      }\n    }\n  }\n": typeof types.TripMapSection_TripFragmentDoc,
    "\n  fragment TripPrintMap_trip on Trip {\n    destination\n    itinerary {\n      day\n      title\n      activities {\n        title\n        time\n        type\n        location {\n          lat\n          lng\n        }\n      }\n    }\n  }\n": typeof types.TripPrintMap_TripFragmentDoc,
    "\n  query TripMapTiles {\n    publicSettings {\n      mapTileUrl\n      mapTileAttribution\n      mapTileAttributionUrl\n    }\n  }\n": typeof types.TripMapTilesDocument,
    "\n  query TripPageViewers($tripUuid: String!) {\n    tripViewers(tripUuid: $tripUuid) {\n      username\n      pages\n    }\n  }\n": typeof types.TripPageViewersDocument,
    "\n  fragment TripShare_trip on Trip {\n    uuid\n    destination\n    country\n    customHeader\n    itinerary {\n      day\n      activities {\n        title\n      }\n    }\n  }\n": typeof types.TripShare_TripFragmentDoc,
    "\n  mutation TripPageRegenerateTrip($uuid: String!, $input: GenerateTripInput!) {\n    regenerateTrip(uuid: $uuid, input: $input) {\n      uuid\n      canUndoRegeneration\n    }\n  }\n": typeof types.TripPageRegenerateTripDocument,
    "\n  mutation TripPageUndoRegeneration($uuid: String!) {\n    undoTripRegeneration(uuid: $uuid) {\n      uuid\n      canUndoRegeneration\n    }\n  }\n": typeof types.TripPageUndoRegenerationDocument,
    "\n  mutation TripPageSaveTrip($uuid: String!) {\n    saveTrip(uuid: $uuid) {\n      uuid\n      saved\n      userId\n    }\n  }\n": typeof types.TripPageSaveTripDocument,
    "\n  query TripPagePermissions($tripUuid: String!) {\n    tripPermissions(tripUuid: $tripUuid) {\n      canEdit\n      canViewWallet\n      canShare\n      role\n    }\n  }\n": typeof types.TripPagePermissionsDocument,
    "\n  fragment WalletItemCard_item on WalletItem {\n    id\n    type\n    title\n    reference\n    date\n    time\n    description\n    notes\n    price\n    priceCurrency\n    fileUrl\n    fileName\n  }\n": typeof types.WalletItemCard_ItemFragmentDoc,
    "\n  fragment WalletItemDialog_item on WalletItem {\n    id\n    type\n    title\n    description\n    reference\n    date\n    time\n    notes\n    price\n    priceCurrency\n    fileName\n  }\n": typeof types.WalletItemDialog_ItemFragmentDoc,
    "\n  fragment WalletItemDialog_trip on Trip {\n    uuid\n    preferences {\n      currency\n    }\n  }\n": typeof types.WalletItemDialog_TripFragmentDoc,
    "\n  query WalletPanel($tripUuid: String!) {\n    walletItems(tripUuid: $tripUuid) {\n      id\n      type\n      title\n      ...WalletItemCard_item\n      ...WalletItemDialog_item\n    }\n  }\n": typeof types.WalletPanelDocument,
    "\n  mutation WalletAddItem($tripUuid: String!, $input: WalletItemInput!, $file: Upload) {\n    addWalletItem(tripUuid: $tripUuid, input: $input, file: $file) {\n      id\n    }\n  }\n": typeof types.WalletAddItemDocument,
    "\n  mutation WalletDeleteItem($id: Int!) {\n    deleteWalletItem(id: $id)\n  }\n": typeof types.WalletDeleteItemDocument,
    "\n  mutation WalletUpdateItem($id: Int!, $input: WalletItemInput!, $file: Upload) {\n    updateWalletItem(id: $id, input: $input, file: $file) {\n      id\n    }\n  }\n": typeof types.WalletUpdateItemDocument,
    "\n  query AboutCoverage {\n    destinationCoverage {\n      guideDestinations\n      guideCountries\n      plansAnywhere\n    }\n  }\n": typeof types.AboutCoverageDocument,
    "\n  query AdminDashboardStats {\n    adminStats {\n      totalUsers\n      activeTrips\n      tripsGenerated\n      averageTripLength\n    }\n  }\n": typeof types.AdminDashboardStatsDocument,
    "\n  query AdminDashboardActivity($limit: Int) {\n    adminActivity(limit: $limit) {\n      id\n      action\n      details\n      createdAt\n      userInfo {\n        email\n      }\n    }\n  }\n": typeof types.AdminDashboardActivityDocument,
    "\n  query AdminSettingsPage {\n    adminSettings {\n      siteName\n      supportEmail\n      maintenanceMode\n      analyticsEnabled\n      openaiModel\n      openaiTemperature\n      googlePlacesEnabled\n      tripCacheDuration\n    }\n  }\n": typeof types.AdminSettingsPageDocument,
    "\n  mutation AdminUpdateSettings($input: SiteSettingsInput!) {\n    adminUpdateSettings(input: $input) {\n      siteName\n      supportEmail\n      maintenanceMode\n      analyticsEnabled\n      openaiModel\n      openaiTemperature\n      googlePlacesEnabled\n      tripCacheDuration\n    }\n  }\n": typeof types.AdminUpdateSettingsDocument,
    "\n  query AdminCurrencyRates {\n    currencyRates {\n      currency\n      perEuro\n      source\n      asOf\n    }\n  }\n": typeof types.AdminCurrencyRatesDocument,
    "\n  mutation AdminSetCurrencyRate($input: CurrencyRateInput!) {\n    adminSetCurrencyRate(input: $input) {\n      currency\n      perEuro\n      source\n      asOf\n    }\n  }\n": typeof types.AdminSetCurrencyRateDocument,
    "\n  query AdminSubscribersPage($search: String, $page: Int) {\n    adminSubscriberPage(search: $search, page: $page) {\n      page\n      pageCount\n      total\n      active\n      subscribers {\n        id\n        ...AdminSubscribersTable_subscriber\n      }\n    }\n  }\n": typeof types.AdminSubscribersPageDocument,
    "\n  query AdminTripsPage($filter: AdminTripFilterInput) {\n    adminTrips(filter: $filter) {\n      uuid\n      ...AdminTripsTable_trip\n    }\n  }\n": typeof types.AdminTripsPageDocument,
    "\n  query AdminUsersPage {\n    adminUsers {\n      id\n      ...AdminUsersTable_user\n    }\n  }\n": typeof types.AdminUsersPageDocument,
    "\n  query MyTripsPage {\n    myTrips {\n      uuid\n      ...SavedTripCard_trip\n    }\n  }\n": typeof types.MyTripsPageDocument,
    "\n  query TripPage($uuid: String!) {\n    trip(uuid: $uuid) {\n      uuid\n      destination\n      ...TripView_trip\n    }\n  }\n": typeof types.TripPageDocument,
};
const documents: Documents = {
    "\n  query ProfilePlan {\n    me {\n      id\n      plan\n      planStartedAt\n    }\n  }\n": types.ProfilePlanDocument,
    "\n  mutation AccountLogin($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        id\n        email\n        username\n        firstName\n        lastName\n        profileImageUrl\n        bio\n        isAdmin\n        createdAt\n        lastLogin\n      }\n    }\n  }\n": types.AccountLoginDocument,
    "\n  mutation AccountRegister($input: RegisterInput!) {\n    register(input: $input) {\n      message\n    }\n  }\n": types.AccountRegisterDocument,
    "\n  mutation AccountForgotPassword($input: ForgotPasswordInput!) {\n    forgotPassword(input: $input) {\n      message\n      token\n    }\n  }\n": types.AccountForgotPasswordDocument,
    "\n  mutation AccountResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": types.AccountResetPasswordDocument,
    "\n  query SessionUser {\n    me {\n      id\n      email\n      username\n      firstName\n      lastName\n      profileImageUrl\n      bio\n      isAdmin\n      createdAt\n      lastLogin\n    }\n  }\n": types.SessionUserDocument,
    "\n  fragment AdminSubscribersTable_subscriber on Subscriber {\n    id\n    email\n    subscribed\n    subscribedAt\n  }\n": types.AdminSubscribersTable_SubscriberFragmentDoc,
    "\n  mutation AdminSubscribersUnsubscribe($email: String!) {\n    adminUnsubscribe(email: $email) {\n      id\n      subscribed\n      unsubscribedAt\n    }\n  }\n": types.AdminSubscribersUnsubscribeDocument,
    "\n  fragment AdminTripsTable_trip on Trip {\n    id\n    uuid\n    destination\n    country\n    startDate\n    endDate\n    featuredImage\n    customHeader\n    isFeaturedTrip\n    isPopularDestination\n    userId\n    createdAt\n    preferences {\n      budgetLevel\n      travelers\n      duration\n    }\n  }\n": types.AdminTripsTable_TripFragmentDoc,
    "\n  mutation AdminTripsUpdateTrip($uuid: String!, $input: AdminTripInput!) {\n    adminUpdateTrip(uuid: $uuid, input: $input) {\n      message\n      trip {\n        ...AdminTripsTable_trip\n      }\n    }\n  }\n": types.AdminTripsUpdateTripDocument,
    "\n  mutation AdminTripsSetFeatured($uuid: String!, $isFeatured: Boolean!) {\n    adminSetTripFeatured(uuid: $uuid, isFeatured: $isFeatured) {\n      message\n      trip {\n        ...AdminTripsTable_trip\n      }\n    }\n  }\n": types.AdminTripsSetFeaturedDocument,
    "\n  mutation AdminTripsSetPopular($uuid: String!, $isPopularDestination: Boolean!) {\n    adminSetTripPopular(uuid: $uuid, isPopularDestination: $isPopularDestination) {\n      message\n      trip {\n        ...AdminTripsTable_trip\n      }\n    }\n  }\n": types.AdminTripsSetPopularDocument,
    "\n  mutation AdminTripsDeleteTrip($uuid: String!) {\n    adminDeleteTrip(uuid: $uuid)\n  }\n": types.AdminTripsDeleteTripDocument,
    "\n  fragment AdminUsersTable_user on User {\n    id\n    username\n    email\n    firstName\n    lastName\n    bio\n    profileImageUrl\n    isAdmin\n    createdAt\n    lastLogin\n  }\n": types.AdminUsersTable_UserFragmentDoc,
    "\n  mutation AdminUsersUpdateUser($id: Int!, $input: AdminUserInput!) {\n    adminUpdateUser(id: $id, input: $input) {\n      message\n      user {\n        ...AdminUsersTable_user\n      }\n    }\n  }\n": types.AdminUsersUpdateUserDocument,
    "\n  mutation AdminUsersDeleteUser($id: Int!) {\n    adminDeleteUser(id: $id)\n  }\n": types.AdminUsersDeleteUserDocument,
    "\n  mutation HomeChatReply($input: ChatInput!) {\n    homeChat(input: $input) {\n      message\n      ready\n      request {\n        destination\n        country\n        startDate\n        endDate\n        preferences {\n          travelStyle\n          accommodation\n          activities\n          budgetLevel\n          currency\n          duration\n          travelers\n        }\n      }\n    }\n  }\n": types.HomeChatReplyDocument,
    "\n  query HomeChatService {\n    chatReadyPhrases\n  }\n": types.HomeChatServiceDocument,
    "\n  mutation CheckoutChoosePlan($input: ChoosePlanInput!) {\n    choosePlan(input: $input) {\n      id\n      plan\n      planStartedAt\n    }\n  }\n": types.CheckoutChoosePlanDocument,
    "\n  query TripCompanions($tripUuid: String!) {\n    tripCompanions(tripUuid: $tripUuid) {\n      owner\n      role\n      companions {\n        userId\n        username\n        role\n        joinedAt\n      }\n      invitations {\n        id\n        role\n        email\n        expiresAt\n      }\n    }\n  }\n": types.TripCompanionsDocument,
    "\n  mutation InviteCompanion($tripUuid: String!, $input: InviteCompanionInput!) {\n    inviteCompanion(tripUuid: $tripUuid, input: $input) {\n      id\n      role\n      email\n      expiresAt\n      link\n    }\n  }\n": types.InviteCompanionDocument,
    "\n  mutation RevokeCompanionInvitation($tripUuid: String!, $id: Int!) {\n    revokeCompanionInvitation(tripUuid: $tripUuid, id: $id)\n  }\n": types.RevokeCompanionInvitationDocument,
    "\n  mutation RemoveCompanion($tripUuid: String!, $userId: Int!) {\n    removeCompanion(tripUuid: $tripUuid, userId: $userId)\n  }\n": types.RemoveCompanionDocument,
    "\n  query CompanionInvitation($token: String!) {\n    companionInvitation(token: $token) {\n      tripUuid\n      destination\n      country\n      invitedBy\n      role\n      expiresAt\n      sentTo\n    }\n  }\n": types.CompanionInvitationDocument,
    "\n  mutation AcceptCompanionInvitation($token: String!) {\n    acceptCompanionInvitation(token: $token) {\n      uuid\n    }\n  }\n": types.AcceptCompanionInvitationDocument,
    "\n  fragment TripExpensesFields on TripExpenses {\n    currency\n    ratesNote\n    total\n    expenses {\n      id\n      title\n      amount\n      currency\n      paidById\n      paidByName\n      splitMode\n      between\n      shares {\n        userId\n        amount\n      }\n      category\n      day\n      converted\n      createdAt\n    }\n    balances {\n      userId\n      username\n      paid\n      share\n      balance\n    }\n    settlements {\n      fromUserId\n      fromName\n      toUserId\n      toName\n      amount\n    }\n    byCategory {\n      key\n      amount\n    }\n    byDay {\n      key\n      amount\n    }\n    unconverted\n  }\n": types.TripExpensesFieldsFragmentDoc,
    "\n  query TripExpenses($tripUuid: String!) {\n    tripExpenses(tripUuid: $tripUuid) {\n      ...TripExpensesFields\n    }\n  }\n": types.TripExpensesDocument,
    "\n  mutation AddExpense($tripUuid: String!, $input: ExpenseInput!) {\n    addExpense(tripUuid: $tripUuid, input: $input) {\n      ...TripExpensesFields\n    }\n  }\n": types.AddExpenseDocument,
    "\n  mutation UpdateExpense($tripUuid: String!, $id: Int!, $input: ExpenseInput!) {\n    updateExpense(tripUuid: $tripUuid, id: $id, input: $input) {\n      ...TripExpensesFields\n    }\n  }\n": types.UpdateExpenseDocument,
    "\n  mutation DeleteExpense($tripUuid: String!, $id: Int!) {\n    deleteExpense(tripUuid: $tripUuid, id: $id) {\n      ...TripExpensesFields\n    }\n  }\n": types.DeleteExpenseDocument,
    "\n  query ExpenseTravellers($tripUuid: String!) {\n    tripCompanions(tripUuid: $tripUuid) {\n      owner\n      companions {\n        userId\n        username\n      }\n    }\n  }\n": types.ExpenseTravellersDocument,
    "\n  query ExpensesCostEstimate($tripUuid: String!) {\n    tripCostEstimate(tripUuid: $tripUuid) {\n      currency\n      low\n      high\n      note\n      lines {\n        key\n        label\n        low\n        high\n        basis\n      }\n    }\n  }\n": types.ExpensesCostEstimateDocument,
    "\n  fragment FeaturedTripCard_trip on Trip {\n    id\n    uuid\n    destination\n    country\n    featuredImage\n    customHeader\n    destinationOverview {\n      imageUrl\n    }\n    preferences {\n      activities\n      duration\n      travelers\n    }\n    itinerary {\n      activities {\n        title\n        type\n      }\n    }\n  }\n": types.FeaturedTripCard_TripFragmentDoc,
    "\n  query HomePageFeaturedTrips {\n    featuredTrips {\n      uuid\n      ...FeaturedTripCard_trip\n    }\n  }\n": types.HomePageFeaturedTripsDocument,
    "\n  query HomePagePopularDestinations {\n    popularDestinations {\n      uuid\n      ...PopularDestinationCard_trip\n    }\n  }\n": types.HomePagePopularDestinationsDocument,
    "\n  fragment PopularDestinationCard_trip on Trip {\n    uuid\n    destination\n    country\n    featuredImage\n    customHeader\n    destinationOverview {\n      imageUrl\n    }\n  }\n": types.PopularDestinationCard_TripFragmentDoc,
    "\n  mutation NewsletterSubscribe($email: String!) {\n    subscribeNewsletter(email: $email) {\n      alreadySubscribed\n    }\n  }\n": types.NewsletterSubscribeDocument,
    "\n  query DestinationFieldSuggestions($query: String!, $limit: Int!) {\n    destinationSuggestions(query: $query, limit: $limit) {\n      suggestions {\n        displayName\n        destination\n        country\n        plannable\n      }\n    }\n  }\n": types.DestinationFieldSuggestionsDocument,
    "\n  fragment SavedTripCard_trip on Trip {\n    uuid\n    destination\n    country\n    customHeader\n    startDate\n    endDate\n    createdAt\n    featuredImage\n    preferences {\n      duration\n      travelers\n    }\n    sharing {\n      owner\n      role\n      companions {\n        username\n        role\n      }\n    }\n  }\n": types.SavedTripCard_TripFragmentDoc,
    "\n  mutation SavedTripsDeleteTrip($uuid: String!) {\n    deleteTrip(uuid: $uuid)\n  }\n": types.SavedTripsDeleteTripDocument,
    "\n  query SiteSettings {\n    publicSettings {\n      siteName\n      supportEmail\n      maintenanceMode\n    }\n  }\n": types.SiteSettingsDocument,
    "\n  query TripAssistantPermissions($tripUuid: String!) {\n    tripPermissions(tripUuid: $tripUuid) {\n      canEdit\n    }\n  }\n": types.TripAssistantPermissionsDocument,
    "\n  fragment TripAssistant_trip on Trip {\n    uuid\n    revision\n    destination\n    country\n    startDate\n    endDate\n    preferences {\n      travelStyle\n      accommodation\n      activities\n      budgetLevel\n      currency\n      duration\n      travelers\n    }\n    itinerary {\n      day\n      title\n      description\n      activities {\n        id\n        title\n        description\n        type\n        time\n        timeframe\n        duration\n        address\n        imageUrl\n        placeId\n        location {\n          lat\n          lng\n          city\n        }\n      }\n    }\n    accommodations {\n      name\n    }\n  }\n": types.TripAssistant_TripFragmentDoc,
    "\n  mutation TripAssistantSaveItinerary($uuid: String!, $itinerary: [ItineraryDayInput!]!, $baseRevision: Int!) {\n    updateTripItinerary(uuid: $uuid, itinerary: $itinerary, baseRevision: $baseRevision) {\n      uuid\n      revision\n      ...TripView_trip\n    }\n  }\n": types.TripAssistantSaveItineraryDocument,
    "\n  mutation TripAssistantReply($input: TripChatInput!) {\n    tripChat(input: $input) {\n      message\n      modificationSuggestion {\n        destination\n        country\n        startDate\n        endDate\n        preferences {\n          travelStyle\n          accommodation\n          activities\n          budgetLevel\n          currency\n          duration\n          travelers\n        }\n      }\n      proposedEdit {\n        kind\n        a\n        b\n        day\n        match\n        title\n        type\n      }\n    }\n  }\n": types.TripAssistantReplyDocument,
    "\n  query TripOptionLists {\n    tripOptions {\n      interests\n      parties {\n        label\n        travelers\n      }\n      budgetLevels {\n        level\n        label\n      }\n      travelStyles\n      activities\n      accommodations\n    }\n  }\n": types.TripOptionListsDocument,
    "\n  fragment AccommodationCard_accommodation on Accommodation {\n    name\n    type\n    description\n    pricePerNight\n    currency\n    rating\n    imageUrl\n    location\n    budgetLevel\n  }\n": types.AccommodationCard_AccommodationFragmentDoc,
    "\n  fragment ActivityItem_activity on Activity {\n    title\n    description\n    type\n    time\n    timeframe\n    duration\n    address\n    imageUrl\n    placeId\n    location {\n      city\n    }\n  }\n": types.ActivityItem_ActivityFragmentDoc,
    "\n  fragment DestinationGuide_trip on Trip {\n    destination\n    destinationOverview {\n      description\n      bestTimeToVisit\n      languages\n      currency\n      travelTips\n      customs\n      transportationTips\n      safetyTips\n      placeData {\n        verified\n        source\n        credit\n      }\n    }\n  }\n": types.DestinationGuide_TripFragmentDoc,
    "\n  fragment ItineraryDayCard_day on ItineraryDay {\n    day\n    title\n    description\n    activities {\n      id\n      location {\n        lat\n        lng\n      }\n      ...ActivityItem_activity\n    }\n  }\n": types.ItineraryDayCard_DayFragmentDoc,
    "\n  fragment TripAccommodations_trip on Trip {\n    preferences {\n      budgetLevel\n    }\n    destinationOverview {\n      placeData {\n        verified\n      }\n    }\n    accommodations {\n      ...AccommodationCard_accommodation\n    }\n  }\n": types.TripAccommodations_TripFragmentDoc,
    "\n  fragment TripBottomActions_trip on Trip {\n    destination\n    country\n    startDate\n    endDate\n    preferences {\n      travelStyle\n      accommodation\n      activities\n      budgetLevel\n      currency\n      duration\n      travelers\n    }\n  }\n": types.TripBottomActions_TripFragmentDoc,
    "\n  fragment TripHero_trip on Trip {\n    destination\n    country\n    customHeader\n    startDate\n    endDate\n    featuredImage\n    destinationOverview {\n      imageUrl\n    }\n    preferences {\n      budgetLevel\n      travelers\n      duration\n      activities\n      travelStyle\n      accommodation\n    }\n    itinerary {\n      day\n      activities {\n        title\n        time\n      }\n    }\n  }\n": types.TripHero_TripFragmentDoc,
    "\n  fragment TripItinerary_trip on Trip {\n    uuid\n    startDate\n    destinationOverview {\n      placeData {\n        verified\n      }\n    }\n    itinerary {\n      day\n      ...ItineraryDayCard_day\n    }\n    ...TripCalendar_trip\n    ...ItineraryEditing_trip\n  }\n": types.TripItinerary_TripFragmentDoc,
    "\n  fragment TripView_trip on Trip {\n    uuid\n    userId\n    itinerary {\n      day\n    }\n    manualEdits\n    canUndoRegeneration\n    ...TripHero_trip\n    ...TripItinerary_trip\n    ...TripMapSection_trip\n    ...TripPrintMap_trip\n    ...TripAccommodations_trip\n    ...DestinationGuide_trip\n    ...TripBottomActions_trip\n    ...TripShare_trip\n    ...TripAssistant_trip\n  }\n": types.TripView_TripFragmentDoc,
    "\n  fragment TripCalendar_trip on Trip {\n    uuid\n    destination\n    country\n    startDate\n    itinerary {\n      day\n      activities {\n        title\n        description\n        time\n        duration\n        address\n        type\n      }\n    }\n  }\n": types.TripCalendar_TripFragmentDoc,
    "\n  fragment EditConflictsAlert_conflict on EditConflict {\n    activityId\n    field\n    message\n  }\n": types.EditConflictsAlert_ConflictFragmentDoc,
    "\n  fragment EditOutcome_result on ItineraryEditResult {\n    applied\n    conflicts {\n      ...EditConflictsAlert_conflict\n    }\n    trip {\n      uuid\n      ...TripView_trip\n    }\n  }\n": types.EditOutcome_ResultFragmentDoc,
    "\n  mutation TripPageEditItinerary($tripUuid: String!, $baseRevision: Int!, $edit: ItineraryEditInput!) {\n    editTripItinerary(tripUuid: $tripUuid, baseRevision: $baseRevision, edit: $edit) {\n      ...EditOutcome_result\n    }\n  }\n": types.TripPageEditItineraryDocument,
    "\n  fragment ItineraryEditing_trip on Trip {\n    uuid\n    revision\n    itinerary {\n      day\n      activities {\n        id\n        title\n        description\n        type\n        time\n        duration\n      }\n    }\n  }\n": types.ItineraryEditing_TripFragmentDoc,
    "\n  query TripChangesHistory($tripUuid: String!) {\n    tripHistory(tripUuid: $tripUuid) {\n      revision\n      kind\n      summary\n      by\n      at\n      undone\n      canUndo\n      conflicts\n    }\n  }\n": types.TripChangesHistoryDocument,
    "\n  mutation TripChangesUndo($tripUuid: String!, $revision: Int!) {\n    undoTripEdit(tripUuid: $tripUuid, revision: $revision) {\n      ...EditOutcome_result\n    }\n  }\n": types.TripChangesUndoDocument,
    "\n  query TripImagesSettings {\n    publicSettings {\n      placePhotosEnabled\n    }\n  }\n": types.TripImagesSettingsDocument,
    "\n  query TripImagesPlaceSearch($query: String!) {\n    placeSearch(query: $query) {\n      placeId\n      photoUrl\n    }\n  }\n": types.TripImagesPlaceSearchDocument,
    "\n  query TripImagesPlacePhoto($placeId: String!, $maxWidth: Int!) {\n    placePhoto(placeId: $placeId, maxWidth: $maxWidth) {\n      photoUrl\n    }\n  }\n": types.TripImagesPlacePhotoDocument,
    "\n  fragment TripMapSection_trip on Trip {\n    destination\n    country\n    itinerary {\n      day\n      title\n      activities {\n        title\n        time\n        type\n        location {\n          lat\n          lng\n        }\n      }\n    }\n  }\n": types.TripMapSection_TripFragmentDoc,
    "\n  fragment TripPrintMap_trip on Trip {\n    destination\n    itinerary {\n      day\n      title\n      activities {\n        title\n        time\n        type\n        location {\n          lat\n          lng\n        }\n      }\n    }\n  }\n": types.TripPrintMap_TripFragmentDoc,
    "\n  query TripMapTiles {\n    publicSettings {\n      mapTileUrl\n      mapTileAttribution\n      mapTileAttributionUrl\n    }\n  }\n": types.TripMapTilesDocument,
    "\n  query TripPageViewers($tripUuid: String!) {\n    tripViewers(tripUuid: $tripUuid) {\n      username\n      pages\n    }\n  }\n": types.TripPageViewersDocument,
    "\n  fragment TripShare_trip on Trip {\n    uuid\n    destination\n    country\n    customHeader\n    itinerary {\n      day\n      activities {\n        title\n      }\n    }\n  }\n": types.TripShare_TripFragmentDoc,
    "\n  mutation TripPageRegenerateTrip($uuid: String!, $input: GenerateTripInput!) {\n    regenerateTrip(uuid: $uuid, input: $input) {\n      uuid\n      canUndoRegeneration\n    }\n  }\n": types.TripPageRegenerateTripDocument,
    "\n  mutation TripPageUndoRegeneration($uuid: String!) {\n    undoTripRegeneration(uuid: $uuid) {\n      uuid\n      canUndoRegeneration\n    }\n  }\n": types.TripPageUndoRegenerationDocument,
    "\n  mutation TripPageSaveTrip($uuid: String!) {\n    saveTrip(uuid: $uuid) {\n      uuid\n      saved\n      userId\n    }\n  }\n": types.TripPageSaveTripDocument,
    "\n  query TripPagePermissions($tripUuid: String!) {\n    tripPermissions(tripUuid: $tripUuid) {\n      canEdit\n      canViewWallet\n      canShare\n      role\n    }\n  }\n": types.TripPagePermissionsDocument,
    "\n  fragment WalletItemCard_item on WalletItem {\n    id\n    type\n    title\n    reference\n    date\n    time\n    description\n    notes\n    price\n    priceCurrency\n    fileUrl\n    fileName\n  }\n": types.WalletItemCard_ItemFragmentDoc,
    "\n  fragment WalletItemDialog_item on WalletItem {\n    id\n    type\n    title\n    description\n    reference\n    date\n    time\n    notes\n    price\n    priceCurrency\n    fileName\n  }\n": types.WalletItemDialog_ItemFragmentDoc,
    "\n  fragment WalletItemDialog_trip on Trip {\n    uuid\n    preferences {\n      currency\n    }\n  }\n": types.WalletItemDialog_TripFragmentDoc,
    "\n  query WalletPanel($tripUuid: String!) {\n    walletItems(tripUuid: $tripUuid) {\n      id\n      type\n      title\n      ...WalletItemCard_item\n      ...WalletItemDialog_item\n    }\n  }\n": types.WalletPanelDocument,
    "\n  mutation WalletAddItem($tripUuid: String!, $input: WalletItemInput!, $file: Upload) {\n    addWalletItem(tripUuid: $tripUuid, input: $input, file: $file) {\n      id\n    }\n  }\n": types.WalletAddItemDocument,
    "\n  mutation WalletDeleteItem($id: Int!) {\n    deleteWalletItem(id: $id)\n  }\n": types.WalletDeleteItemDocument,
    "\n  mutation WalletUpdateItem($id: Int!, $input: WalletItemInput!, $file: Upload) {\n    updateWalletItem(id: $id, input: $input, file: $file) {\n      id\n    }\n  }\n": types.WalletUpdateItemDocument,
    "\n  query AboutCoverage {\n    destinationCoverage {\n      guideDestinations\n      guideCountries\n      plansAnywhere\n    }\n  }\n": types.AboutCoverageDocument,
    "\n  query AdminDashboardStats {\n    adminStats {\n      totalUsers\n      activeTrips\n      tripsGenerated\n      averageTripLength\n    }\n  }\n": types.AdminDashboardStatsDocument,
    "\n  query AdminDashboardActivity($limit: Int) {\n    adminActivity(limit: $limit) {\n      id\n      action\n      details\n      createdAt\n      userInfo {\n        email\n      }\n    }\n  }\n": types.AdminDashboardActivityDocument,
    "\n  query AdminSettingsPage {\n    adminSettings {\n      siteName\n      supportEmail\n      maintenanceMode\n      analyticsEnabled\n      openaiModel\n      openaiTemperature\n      googlePlacesEnabled\n      tripCacheDuration\n    }\n  }\n": types.AdminSettingsPageDocument,
    "\n  mutation AdminUpdateSettings($input: SiteSettingsInput!) {\n    adminUpdateSettings(input: $input) {\n      siteName\n      supportEmail\n      maintenanceMode\n      analyticsEnabled\n      openaiModel\n      openaiTemperature\n      googlePlacesEnabled\n      tripCacheDuration\n    }\n  }\n": types.AdminUpdateSettingsDocument,
    "\n  query AdminCurrencyRates {\n    currencyRates {\n      currency\n      perEuro\n      source\n      asOf\n    }\n  }\n": types.AdminCurrencyRatesDocument,
    "\n  mutation AdminSetCurrencyRate($input: CurrencyRateInput!) {\n    adminSetCurrencyRate(input: $input) {\n      currency\n      perEuro\n      source\n      asOf\n    }\n  }\n": types.AdminSetCurrencyRateDocument,
    "\n  query AdminSubscribersPage($search: String, $page: Int) {\n    adminSubscriberPage(search: $search, page: $page) {\n      page\n      pageCount\n      total\n      active\n      subscribers {\n        id\n        ...AdminSubscribersTable_subscriber\n      }\n    }\n  }\n": types.AdminSubscribersPageDocument,
    "\n  query AdminTripsPage($filter: AdminTripFilterInput) {\n    adminTrips(filter: $filter) {\n      uuid\n      ...AdminTripsTable_trip\n    }\n  }\n": types.AdminTripsPageDocument,
    "\n  query AdminUsersPage {\n    adminUsers {\n      id\n      ...AdminUsersTable_user\n    }\n  }\n": types.AdminUsersPageDocument,
    "\n  query MyTripsPage {\n    myTrips {\n      uuid\n      ...SavedTripCard_trip\n    }\n  }\n": types.MyTripsPageDocument,
    "\n  query TripPage($uuid: String!) {\n    trip(uuid: $uuid) {\n      uuid\n      destination\n      ...TripView_trip\n    }\n  }\n": types.TripPageDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePlan {\n    me {\n      id\n      plan\n      planStartedAt\n    }\n  }\n"): (typeof documents)["\n  query ProfilePlan {\n    me {\n      id\n      plan\n      planStartedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountLogin($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        id\n        email\n        username\n        firstName\n        lastName\n        profileImageUrl\n        bio\n        isAdmin\n        createdAt\n        lastLogin\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AccountLogin($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        id\n        email\n        username\n        firstName\n        lastName\n        profileImageUrl\n        bio\n        isAdmin\n        createdAt\n        lastLogin\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountRegister($input: RegisterInput!) {\n    register(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AccountRegister($input: RegisterInput!) {\n    register(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountForgotPassword($input: ForgotPasswordInput!) {\n    forgotPassword(input: $input) {\n      message\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation AccountForgotPassword($input: ForgotPasswordInput!) {\n    forgotPassword(input: $input) {\n      message\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AccountResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionUser {\n    me {\n      id\n      email\n      username\n      firstName\n      lastName\n      profileImageUrl\n      bio\n      isAdmin\n      createdAt\n      lastLogin\n    }\n  }\n"): (typeof documents)["\n  query SessionUser {\n    me {\n      id\n      email\n      username\n      firstName\n      lastName\n      profileImageUrl\n      bio\n      isAdmin\n      createdAt\n      lastLogin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminSubscribersTable_subscriber on Subscriber {\n    id\n    email\n    subscribed\n    subscribedAt\n  }\n"): (typeof documents)["\n  fragment AdminSubscribersTable_subscriber on Subscriber {\n    id\n    email\n    subscribed\n    subscribedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSubscribersUnsubscribe($email: String!) {\n    adminUnsubscribe(email: $email) {\n      id\n      subscribed\n      unsubscribedAt\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSubscribersUnsubscribe($email: String!) {\n    adminUnsubscribe(email: $email) {\n      id\n      subscribed\n      unsubscribedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminTripsTable_trip on Trip {\n    id\n    uuid\n    destination\n    country\n    startDate\n    endDate\n    featuredImage\n    customHeader\n    isFeaturedTrip\n    isPopularDestination\n    userId\n    createdAt\n    preferences {\n      budgetLevel\n      travelers\n      duration\n    }\n  }\n"): (typeof documents)["\n  fragment AdminTripsTable_trip on Trip {\n    id\n    uuid\n    destination\n    country\n    startDate\n    endDate\n    featuredImage\n    customHeader\n    isFeaturedTrip\n    isPopularDestination\n    userId\n    createdAt\n    preferences {\n      budgetLevel\n      travelers\n      duration\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminTripsUpdateTrip($uuid: String!, $input: AdminTripInput!) {\n    adminUpdateTrip(uuid: $uuid, input: $input) {\n      message\n      trip {\n        ...AdminTripsTable_trip\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminTripsUpdateTrip($uuid: String!, $input: AdminTripInput!) {\n    adminUpdateTrip(uuid: $uuid, input: $input) {\n      message\n      trip {\n        ...AdminTripsTable_trip\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminTripsSetFeatured($uuid: String!, $isFeatured: Boolean!) {\n    adminSetTripFeatured(uuid: $uuid, isFeatured: $isFeatured) {\n      message\n      trip {\n        ...AdminTripsTable_trip\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminTripsSetFeatured($uuid: String!, $isFeatured: Boolean!) {\n    adminSetTripFeatured(uuid: $uuid, isFeatured: $isFeatured) {\n      message\n      trip {\n        ...AdminTripsTable_trip\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminTripsSetPopular($uuid: String!, $isPopularDestination: Boolean!) {\n    adminSetTripPopular(uuid: $uuid, isPopularDestination: $isPopularDestination) {\n      message\n      trip {\n        ...AdminTripsTable_trip\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminTripsSetPopular($uuid: String!, $isPopularDestination: Boolean!) {\n    adminSetTripPopular(uuid: $uuid, isPopularDestination: $isPopularDestination) {\n      message\n      trip {\n        ...AdminTripsTable_trip\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminTripsDeleteTrip($uuid: String!) {\n    adminDeleteTrip(uuid: $uuid)\n  }\n"): (typeof documents)["\n  mutation AdminTripsDeleteTrip($uuid: String!) {\n    adminDeleteTrip(uuid: $uuid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminUsersTable_user on User {\n    id\n    username\n    email\n    firstName\n    lastName\n    bio\n    profileImageUrl\n    isAdmin\n    createdAt\n    lastLogin\n  }\n"): (typeof documents)["\n  fragment AdminUsersTable_user on User {\n    id\n    username\n    email\n    firstName\n    lastName\n    bio\n    profileImageUrl\n    isAdmin\n    createdAt\n    lastLogin\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUsersUpdateUser($id: Int!, $input: AdminUserInput!) {\n    adminUpdateUser(id: $id, input: $input) {\n      message\n      user {\n        ...AdminUsersTable_user\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUsersUpdateUser($id: Int!, $input: AdminUserInput!) {\n    adminUpdateUser(id: $id, input: $input) {\n      message\n      user {\n        ...AdminUsersTable_user\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUsersDeleteUser($id: Int!) {\n    adminDeleteUser(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminUsersDeleteUser($id: Int!) {\n    adminDeleteUser(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HomeChatReply($input: ChatInput!) {\n    homeChat(input: $input) {\n      message\n      ready\n      request {\n        destination\n        country\n        startDate\n        endDate\n        preferences {\n          travelStyle\n          accommodation\n          activities\n          budgetLevel\n          currency\n          duration\n          travelers\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation HomeChatReply($input: ChatInput!) {\n    homeChat(input: $input) {\n      message\n      ready\n      request {\n        destination\n        country\n        startDate\n        endDate\n        preferences {\n          travelStyle\n          accommodation\n          activities\n          budgetLevel\n          currency\n          duration\n          travelers\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeChatService {\n    chatReadyPhrases\n  }\n"): (typeof documents)["\n  query HomeChatService {\n    chatReadyPhrases\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckoutChoosePlan($input: ChoosePlanInput!) {\n    choosePlan(input: $input) {\n      id\n      plan\n      planStartedAt\n    }\n  }\n"): (typeof documents)["\n  mutation CheckoutChoosePlan($input: ChoosePlanInput!) {\n    choosePlan(input: $input) {\n      id\n      plan\n      planStartedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripCompanions($tripUuid: String!) {\n    tripCompanions(tripUuid: $tripUuid) {\n      owner\n      role\n      companions {\n        userId\n        username\n        role\n        joinedAt\n      }\n      invitations {\n        id\n        role\n        email\n        expiresAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query TripCompanions($tripUuid: String!) {\n    tripCompanions(tripUuid: $tripUuid) {\n      owner\n      role\n      companions {\n        userId\n        username\n        role\n        joinedAt\n      }\n      invitations {\n        id\n        role\n        email\n        expiresAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteCompanion($tripUuid: String!, $input: InviteCompanionInput!) {\n    inviteCompanion(tripUuid: $tripUuid, input: $input) {\n      id\n      role\n      email\n      expiresAt\n      link\n    }\n  }\n"): (typeof documents)["\n  mutation InviteCompanion($tripUuid: String!, $input: InviteCompanionInput!) {\n    inviteCompanion(tripUuid: $tripUuid, input: $input) {\n      id\n      role\n      email\n      expiresAt\n      link\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeCompanionInvitation($tripUuid: String!, $id: Int!) {\n    revokeCompanionInvitation(tripUuid: $tripUuid, id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeCompanionInvitation($tripUuid: String!, $id: Int!) {\n    revokeCompanionInvitation(tripUuid: $tripUuid, id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCompanion($tripUuid: String!, $userId: Int!) {\n    removeCompanion(tripUuid: $tripUuid, userId: $userId)\n  }\n"): (typeof documents)["\n  mutation RemoveCompanion($tripUuid: String!, $userId: Int!) {\n    removeCompanion(tripUuid: $tripUuid, userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanionInvitation($token: String!) {\n    companionInvitation(token: $token) {\n      tripUuid\n      destination\n      country\n      invitedBy\n      role\n      expiresAt\n      sentTo\n    }\n  }\n"): (typeof documents)["\n  query CompanionInvitation($token: String!) {\n    companionInvitation(token: $token) {\n      tripUuid\n      destination\n      country\n      invitedBy\n      role\n      expiresAt\n      sentTo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptCompanionInvitation($token: String!) {\n    acceptCompanionInvitation(token: $token) {\n      uuid\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptCompanionInvitation($token: String!) {\n    acceptCompanionInvitation(token: $token) {\n      uuid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TripExpensesFields on TripExpenses {\n    currency\n    ratesNote\n    total\n    expenses {\n      id\n      title\n      amount\n      currency\n      paidById\n      paidByName\n      splitMode\n      between\n      shares {\n        userId\n        amount\n      }\n      category\n      day\n      converted\n      createdAt\n    }\n    balances {\n      userId\n      username\n      paid\n      share\n      balance\n    }\n    settlements {\n      fromUserId\n      fromName\n      toUserId\n      toName\n      amount\n    }\n    byCategory {\n      key\n      amount\n    }\n    byDay {\n      key\n      amount\n    }\n    unconverted\n  }\n"): (typeof documents)["\n  fragment TripExpensesFields on TripExpenses {\n    currency\n    ratesNote\n    total\n    expenses {\n      id\n      title\n      amount\n      currency\n      paidById\n      paidByName\n      splitMode\n      between\n      shares {\n        userId\n        amount\n      }\n      category\n      day\n      converted\n      createdAt\n    }\n    balances {\n      userId\n      username\n      paid\n      share\n      balance\n    }\n    settlements {\n      fromUserId\n      fromName\n      toUserId\n      toName\n      amount\n    }\n    byCategory {\n      key\n      amount\n    }\n    byDay {\n      key\n      amount\n    }\n    unconverted\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripExpenses($tripUuid: String!) {\n    tripExpenses(tripUuid: $tripUuid) {\n      ...TripExpensesFields\n    }\n  }\n"): (typeof documents)["\n  query TripExpenses($tripUuid: String!) {\n    tripExpenses(tripUuid: $tripUuid) {\n      ...TripExpensesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddExpense($tripUuid: String!, $input: ExpenseInput!) {\n    addExpense(tripUuid: $tripUuid, input: $input) {\n      ...TripExpensesFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddExpense($tripUuid: String!, $input: ExpenseInput!) {\n    addExpense(tripUuid: $tripUuid, input: $input) {\n      ...TripExpensesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateExpense($tripUuid: String!, $id: Int!, $input: ExpenseInput!) {\n    updateExpense(tripUuid: $tripUuid, id: $id, input: $input) {\n      ...TripExpensesFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateExpense($tripUuid: String!, $id: Int!, $input: ExpenseInput!) {\n    updateExpense(tripUuid: $tripUuid, id: $id, input: $input) {\n      ...TripExpensesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteExpense($tripUuid: String!, $id: Int!) {\n    deleteExpense(tripUuid: $tripUuid, id: $id) {\n      ...TripExpensesFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteExpense($tripUuid: String!, $id: Int!) {\n    deleteExpense(tripUuid: $tripUuid, id: $id) {\n      ...TripExpensesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExpenseTravellers($tripUuid: String!) {\n    tripCompanions(tripUuid: $tripUuid) {\n      owner\n      companions {\n        userId\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  query ExpenseTravellers($tripUuid: String!) {\n    tripCompanions(tripUuid: $tripUuid) {\n      owner\n      companions {\n        userId\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExpensesCostEstimate($tripUuid: String!) {\n    tripCostEstimate(tripUuid: $tripUuid) {\n      currency\n      low\n      high\n      note\n      lines {\n        key\n        label\n        low\n        high\n        basis\n      }\n    }\n  }\n"): (typeof documents)["\n  query ExpensesCostEstimate($tripUuid: String!) {\n    tripCostEstimate(tripUuid: $tripUuid) {\n      currency\n      low\n      high\n      note\n      lines {\n        key\n        label\n        low\n        high\n        basis\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeaturedTripCard_trip on Trip {\n    id\n    uuid\n    destination\n    country\n    featuredImage\n    customHeader\n    destinationOverview {\n      imageUrl\n    }\n    preferences {\n      activities\n      duration\n      travelers\n    }\n    itinerary {\n      activities {\n        title\n        type\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment FeaturedTripCard_trip on Trip {\n    id\n    uuid\n    destination\n    country\n    featuredImage\n    customHeader\n    destinationOverview {\n      imageUrl\n    }\n    preferences {\n      activities\n      duration\n      travelers\n    }\n    itinerary {\n      activities {\n        title\n        type\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePageFeaturedTrips {\n    featuredTrips {\n      uuid\n      ...FeaturedTripCard_trip\n    }\n  }\n"): (typeof documents)["\n  query HomePageFeaturedTrips {\n    featuredTrips {\n      uuid\n      ...FeaturedTripCard_trip\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePagePopularDestinations {\n    popularDestinations {\n      uuid\n      ...PopularDestinationCard_trip\n    }\n  }\n"): (typeof documents)["\n  query HomePagePopularDestinations {\n    popularDestinations {\n      uuid\n      ...PopularDestinationCard_trip\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PopularDestinationCard_trip on Trip {\n    uuid\n    destination\n    country\n    featuredImage\n    customHeader\n    destinationOverview {\n      imageUrl\n    }\n  }\n"): (typeof documents)["\n  fragment PopularDestinationCard_trip on Trip {\n    uuid\n    destination\n    country\n    featuredImage\n    customHeader\n    destinationOverview {\n      imageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NewsletterSubscribe($email: String!) {\n    subscribeNewsletter(email: $email) {\n      alreadySubscribed\n    }\n  }\n"): (typeof documents)["\n  mutation NewsletterSubscribe($email: String!) {\n    subscribeNewsletter(email: $email) {\n      alreadySubscribed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DestinationFieldSuggestions($query: String!, $limit: Int!) {\n    destinationSuggestions(query: $query, limit: $limit) {\n      suggestions {\n        displayName\n        destination\n        country\n        plannable\n      }\n    }\n  }\n"): (typeof documents)["\n  query DestinationFieldSuggestions($query: String!, $limit: Int!) {\n    destinationSuggestions(query: $query, limit: $limit) {\n      suggestions {\n        displayName\n        destination\n        country\n        plannable\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedTripCard_trip on Trip {\n    uuid\n    destination\n    country\n    customHeader\n    startDate\n    endDate\n    createdAt\n    featuredImage\n    preferences {\n      duration\n      travelers\n    }\n    sharing {\n      owner\n      role\n      companions {\n        username\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SavedTripCard_trip on Trip {\n    uuid\n    destination\n    country\n    customHeader\n    startDate\n    endDate\n    createdAt\n    featuredImage\n    preferences {\n      duration\n      travelers\n    }\n    sharing {\n      owner\n      role\n      companions {\n        username\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavedTripsDeleteTrip($uuid: String!) {\n    deleteTrip(uuid: $uuid)\n  }\n"): (typeof documents)["\n  mutation SavedTripsDeleteTrip($uuid: String!) {\n    deleteTrip(uuid: $uuid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteSettings {\n    publicSettings {\n      siteName\n      supportEmail\n      maintenanceMode\n    }\n  }\n"): (typeof documents)["\n  query SiteSettings {\n    publicSettings {\n      siteName\n      supportEmail\n      maintenanceMode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripAssistantPermissions($tripUuid: String!) {\n    tripPermissions(tripUuid: $tripUuid) {\n      canEdit\n    }\n  }\n"): (typeof documents)["\n  query TripAssistantPermissions($tripUuid: String!) {\n    tripPermissions(tripUuid: $tripUuid) {\n      canEdit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TripAssistant_trip on Trip {\n    uuid\n    revision\n    destination\n    country\n    startDate\n    endDate\n    preferences {\n      travelStyle\n      accommodation\n      activities\n      budgetLevel\n      currency\n      duration\n      travelers\n    }\n    itinerary {\n      day\n      title\n      description\n      activities {\n        id\n        title\n        description\n        type\n        time\n        timeframe\n        duration\n        address\n        imageUrl\n        placeId\n        location {\n          lat\n          lng\n          city\n        }\n      }\n    }\n    accommodations {\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment TripAssistant_trip on Trip {\n    uuid\n    revision\n    destination\n    country\n    startDate\n    endDate\n    preferences {\n      travelStyle\n      accommodation\n      activities\n      budgetLevel\n      currency\n      duration\n      travelers\n    }\n    itinerary {\n      day\n      title\n      description\n      activities {\n        id\n        title\n        description\n        type\n        time\n        timeframe\n        duration\n        address\n        imageUrl\n        placeId\n        location {\n          lat\n          lng\n          city\n        }\n      }\n    }\n    accommodations {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TripAssistantSaveItinerary($uuid: String!, $itinerary: [ItineraryDayInput!]!, $baseRevision: Int!) {\n    updateTripItinerary(uuid: $uuid, itinerary: $itinerary, baseRevision: $baseRevision) {\n      uuid\n      revision\n      ...TripView_trip\n    }\n  }\n"): (typeof documents)["\n  mutation TripAssistantSaveItinerary($uuid: String!, $itinerary: [ItineraryDayInput!]!, $baseRevision: Int!) {\n    updateTripItinerary(uuid: $uuid, itinerary: $itinerary, baseRevision: $baseRevision) {\n      uuid\n      revision\n      ...TripView_trip\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TripAssistantReply($input: TripChatInput!) {\n    tripChat(input: $input) {\n      message\n      modificationSuggestion {\n        destination\n        country\n        startDate\n        endDate\n        preferences {\n          travelStyle\n          accommodation\n          activities\n          budgetLevel\n          currency\n          duration\n          travelers\n        }\n      }\n      proposedEdit {\n        kind\n        a\n        b\n        day\n        match\n        title\n        type\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TripAssistantReply($input: TripChatInput!) {\n    tripChat(input: $input) {\n      message\n      modificationSuggestion {\n        destination\n        country\n        startDate\n        endDate\n        preferences {\n          travelStyle\n          accommodation\n          activities\n          budgetLevel\n          currency\n          duration\n          travelers\n        }\n      }\n      proposedEdit {\n        kind\n        a\n        b\n        day\n        match\n        title\n        type\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripOptionLists {\n    tripOptions {\n      interests\n      parties {\n        label\n        travelers\n      }\n      budgetLevels {\n        level\n        label\n      }\n      travelStyles\n      activities\n      accommodations\n    }\n  }\n"): (typeof documents)["\n  query TripOptionLists {\n    tripOptions {\n      interests\n      parties {\n        label\n        travelers\n      }\n      budgetLevels {\n        level\n        label\n      }\n      travelStyles\n      activities\n      accommodations\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccommodationCard_accommodation on Accommodation {\n    name\n    type\n    description\n    pricePerNight\n    currency\n    rating\n    imageUrl\n    location\n    budgetLevel\n  }\n"): (typeof documents)["\n  fragment AccommodationCard_accommodation on Accommodation {\n    name\n    type\n    description\n    pricePerNight\n    currency\n    rating\n    imageUrl\n    location\n    budgetLevel\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ActivityItem_activity on Activity {\n    title\n    description\n    type\n    time\n    timeframe\n    duration\n    address\n    imageUrl\n    placeId\n    location {\n      city\n    }\n  }\n"): (typeof documents)["\n  fragment ActivityItem_activity on Activity {\n    title\n    description\n    type\n    time\n    timeframe\n    duration\n    address\n    imageUrl\n    placeId\n    location {\n      city\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DestinationGuide_trip on Trip {\n    destination\n    destinationOverview {\n      description\n      bestTimeToVisit\n      languages\n      currency\n      travelTips\n      customs\n      transportationTips\n      safetyTips\n      placeData {\n        verified\n        source\n        credit\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment DestinationGuide_trip on Trip {\n    destination\n    destinationOverview {\n      description\n      bestTimeToVisit\n      languages\n      currency\n      travelTips\n      customs\n      transportationTips\n      safetyTips\n      placeData {\n        verified\n        source\n        credit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ItineraryDayCard_day on ItineraryDay {\n    day\n    title\n    description\n    activities {\n      id\n      location {\n        lat\n        lng\n      }\n      ...ActivityItem_activity\n    }\n  }\n"): (typeof documents)["\n  fragment ItineraryDayCard_day on ItineraryDay {\n    day\n    title\n    description\n    activities {\n      id\n      location {\n        lat\n        lng\n      }\n      ...ActivityItem_activity\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TripAccommodations_trip on Trip {\n    preferences {\n      budgetLevel\n    }\n    destinationOverview {\n      placeData {\n        verified\n      }\n    }\n    accommodations {\n      ...AccommodationCard_accommodation\n    }\n  }\n"): (typeof documents)["\n  fragment TripAccommodations_trip on Trip {\n    preferences {\n      budgetLevel\n    }\n    destinationOverview {\n      placeData {\n        verified\n      }\n    }\n    accommodations {\n      ...AccommodationCard_accommodation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TripBottomActions_trip on Trip {\n    destination\n    country\n    startDate\n    endDate\n    preferences {\n      travelStyle\n      accommodation\n      activities\n      budgetLevel\n      currency\n      duration\n      travelers\n    }\n  }\n"): (typeof documents)["\n  fragment TripBottomActions_trip on Trip {\n    destination\n    country\n    startDate\n    endDate\n    preferences {\n      travelStyle\n      accommodation\n      activities\n      budgetLevel\n      currency\n      duration\n      travelers\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TripHero_trip on Trip {\n    destination\n    country\n    customHeader\n    startDate\n    endDate\n    featuredImage\n    destinationOverview {\n      imageUrl\n    }\n    preferences {\n      budgetLevel\n      travelers\n      duration\n      activities\n      travelStyle\n      accommodation\n    }\n    itinerary {\n      day\n      activities {\n        title\n        time\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment TripHero_trip on Trip {\n    destination\n    country\n    customHeader\n    startDate\n    endDate\n    featuredImage\n    destinationOverview {\n      imageUrl\n    }\n    preferences {\n      budgetLevel\n      travelers\n      duration\n      activities\n      travelStyle\n      accommodation\n    }\n    itinerary {\n      day\n      activities {\n        title\n        time\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TripItinerary_trip on Trip {\n    uuid\n    startDate\n    destinationOverview {\n      placeData {\n        verified\n      }\n    }\n    itinerary {\n      day\n      ...ItineraryDayCard_day\n    }\n    ...TripCalendar_trip\n    ...ItineraryEditing_trip\n  }\n"): (typeof documents)["\n  fragment TripItinerary_trip on Trip {\n    uuid\n    startDate\n    destinationOverview {\n      placeData {\n        verified\n      }\n    }\n    itinerary {\n      day\n      ...ItineraryDayCard_day\n    }\n    ...TripCalendar_trip\n    ...ItineraryEditing_trip\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TripView_trip on Trip {\n    uuid\n    userId\n    itinerary {\n      day\n    }\n    manualEdits\n    canUndoRegeneration\n    ...TripHero_trip\n    ...TripItinerary_trip\n    ...TripMapSection_trip\n    ...TripPrintMap_trip\n    ...TripAccommodations_trip\n    ...DestinationGuide_trip\n    ...TripBottomActions_trip\n    ...TripShare_trip\n    ...TripAssistant_trip\n  }\n"): (typeof documents)["\n  fragment TripView_trip on Trip {\n    uuid\n    userId\n    itinerary {\n      day\n    }\n    manualEdits\n    canUndoRegeneration\n    ...TripHero_trip\n    ...TripItinerary_trip\n    ...TripMapSection_trip\n    ...TripPrintMap_trip\n    ...TripAccommodations_trip\n    ...DestinationGuide_trip\n    ...TripBottomActions_trip\n    ...TripShare_trip\n    ...TripAssistant_trip\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TripCalendar_trip on Trip {\n    uuid\n    destination\n    country\n    startDate\n    itinerary {\n      day\n      activities {\n        title\n        description\n        time\n        duration\n        address\n        type\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment TripCalendar_trip on Trip {\n    uuid\n    destination\n    country\n    startDate\n    itinerary {\n      day\n      activities {\n        title\n        description\n        time\n        duration\n        address\n        type\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditConflictsAlert_conflict on EditConflict {\n    activityId\n    field\n    message\n  }\n"): (typeof documents)["\n  fragment EditConflictsAlert_conflict on EditConflict {\n    activityId\n    field\n    message\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditOutcome_result on ItineraryEditResult {\n    applied\n    conflicts {\n      ...EditConflictsAlert_conflict\n    }\n    trip {\n      uuid\n      ...TripView_trip\n    }\n  }\n"): (typeof documents)["\n  fragment EditOutcome_result on ItineraryEditResult {\n    applied\n    conflicts {\n      ...EditConflictsAlert_conflict\n    }\n    trip {\n      uuid\n      ...TripView_trip\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TripPageEditItinerary($tripUuid: String!, $baseRevision: Int!, $edit: ItineraryEditInput!) {\n    editTripItinerary(tripUuid: $tripUuid, baseRevision: $baseRevision, edit: $edit) {\n      ...EditOutcome_result\n    }\n  }\n"): (typeof documents)["\n  mutation TripPageEditItinerary($tripUuid: String!, $baseRevision: Int!, $edit: ItineraryEditInput!) {\n    editTripItinerary(tripUuid: $tripUuid, baseRevision: $baseRevision, edit: $edit) {\n      ...EditOutcome_result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ItineraryEditing_trip on Trip {\n    uuid\n    revision\n    itinerary {\n      day\n      activities {\n        id\n        title\n        description\n        type\n        time\n        duration\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ItineraryEditing_trip on Trip {\n    uuid\n    revision\n    itinerary {\n      day\n      activities {\n        id\n        title\n        description\n        type\n        time\n        duration\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripChangesHistory($tripUuid: String!) {\n    tripHistory(tripUuid: $tripUuid) {\n      revision\n      kind\n      summary\n      by\n      at\n      undone\n      canUndo\n      conflicts\n    }\n  }\n"): (typeof documents)["\n  query TripChangesHistory($tripUuid: String!) {\n    tripHistory(tripUuid: $tripUuid) {\n      revision\n      kind\n      summary\n      by\n      at\n      undone\n      canUndo\n      conflicts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TripChangesUndo($tripUuid: String!, $revision: Int!) {\n    undoTripEdit(tripUuid: $tripUuid, revision: $revision) {\n      ...EditOutcome_result\n    }\n  }\n"): (typeof documents)["\n  mutation TripChangesUndo($tripUuid: String!, $revision: Int!) {\n    undoTripEdit(tripUuid: $tripUuid, revision: $revision) {\n      ...EditOutcome_result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripImagesSettings {\n    publicSettings {\n      placePhotosEnabled\n    }\n  }\n"): (typeof documents)["\n  query TripImagesSettings {\n    publicSettings {\n      placePhotosEnabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripImagesPlaceSearch($query: String!) {\n    placeSearch(query: $query) {\n      placeId\n      photoUrl\n    }\n  }\n"): (typeof documents)["\n  query TripImagesPlaceSearch($query: String!) {\n    placeSearch(query: $query) {\n      placeId\n      photoUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripImagesPlacePhoto($placeId: String!, $maxWidth: Int!) {\n    placePhoto(placeId: $placeId, maxWidth: $maxWidth) {\n      photoUrl\n    }\n  }\n"): (typeof documents)["\n  query TripImagesPlacePhoto($placeId: String!, $maxWidth: Int!) {\n    placePhoto(placeId: $placeId, maxWidth: $maxWidth) {\n      photoUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TripMapSection_trip on Trip {\n    destination\n    country\n    itinerary {\n      day\n      title\n      activities {\n        title\n        time\n        type\n        location {\n          lat\n          lng\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment TripMapSection_trip on Trip {\n    destination\n    country\n    itinerary {\n      day\n      title\n      activities {\n        title\n        time\n        type\n        location {\n          lat\n          lng\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TripPrintMap_trip on Trip {\n    destination\n    itinerary {\n      day\n      title\n      activities {\n        title\n        time\n        type\n        location {\n          lat\n          lng\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment TripPrintMap_trip on Trip {\n    destination\n    itinerary {\n      day\n      title\n      activities {\n        title\n        time\n        type\n        location {\n          lat\n          lng\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripMapTiles {\n    publicSettings {\n      mapTileUrl\n      mapTileAttribution\n      mapTileAttributionUrl\n    }\n  }\n"): (typeof documents)["\n  query TripMapTiles {\n    publicSettings {\n      mapTileUrl\n      mapTileAttribution\n      mapTileAttributionUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripPageViewers($tripUuid: String!) {\n    tripViewers(tripUuid: $tripUuid) {\n      username\n      pages\n    }\n  }\n"): (typeof documents)["\n  query TripPageViewers($tripUuid: String!) {\n    tripViewers(tripUuid: $tripUuid) {\n      username\n      pages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TripShare_trip on Trip {\n    uuid\n    destination\n    country\n    customHeader\n    itinerary {\n      day\n      activities {\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment TripShare_trip on Trip {\n    uuid\n    destination\n    country\n    customHeader\n    itinerary {\n      day\n      activities {\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TripPageRegenerateTrip($uuid: String!, $input: GenerateTripInput!) {\n    regenerateTrip(uuid: $uuid, input: $input) {\n      uuid\n      canUndoRegeneration\n    }\n  }\n"): (typeof documents)["\n  mutation TripPageRegenerateTrip($uuid: String!, $input: GenerateTripInput!) {\n    regenerateTrip(uuid: $uuid, input: $input) {\n      uuid\n      canUndoRegeneration\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TripPageUndoRegeneration($uuid: String!) {\n    undoTripRegeneration(uuid: $uuid) {\n      uuid\n      canUndoRegeneration\n    }\n  }\n"): (typeof documents)["\n  mutation TripPageUndoRegeneration($uuid: String!) {\n    undoTripRegeneration(uuid: $uuid) {\n      uuid\n      canUndoRegeneration\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TripPageSaveTrip($uuid: String!) {\n    saveTrip(uuid: $uuid) {\n      uuid\n      saved\n      userId\n    }\n  }\n"): (typeof documents)["\n  mutation TripPageSaveTrip($uuid: String!) {\n    saveTrip(uuid: $uuid) {\n      uuid\n      saved\n      userId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripPagePermissions($tripUuid: String!) {\n    tripPermissions(tripUuid: $tripUuid) {\n      canEdit\n      canViewWallet\n      canShare\n      role\n    }\n  }\n"): (typeof documents)["\n  query TripPagePermissions($tripUuid: String!) {\n    tripPermissions(tripUuid: $tripUuid) {\n      canEdit\n      canViewWallet\n      canShare\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WalletItemCard_item on WalletItem {\n    id\n    type\n    title\n    reference\n    date\n    time\n    description\n    notes\n    price\n    priceCurrency\n    fileUrl\n    fileName\n  }\n"): (typeof documents)["\n  fragment WalletItemCard_item on WalletItem {\n    id\n    type\n    title\n    reference\n    date\n    time\n    description\n    notes\n    price\n    priceCurrency\n    fileUrl\n    fileName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WalletItemDialog_item on WalletItem {\n    id\n    type\n    title\n    description\n    reference\n    date\n    time\n    notes\n    price\n    priceCurrency\n    fileName\n  }\n"): (typeof documents)["\n  fragment WalletItemDialog_item on WalletItem {\n    id\n    type\n    title\n    description\n    reference\n    date\n    time\n    notes\n    price\n    priceCurrency\n    fileName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WalletItemDialog_trip on Trip {\n    uuid\n    preferences {\n      currency\n    }\n  }\n"): (typeof documents)["\n  fragment WalletItemDialog_trip on Trip {\n    uuid\n    preferences {\n      currency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WalletPanel($tripUuid: String!) {\n    walletItems(tripUuid: $tripUuid) {\n      id\n      type\n      title\n      ...WalletItemCard_item\n      ...WalletItemDialog_item\n    }\n  }\n"): (typeof documents)["\n  query WalletPanel($tripUuid: String!) {\n    walletItems(tripUuid: $tripUuid) {\n      id\n      type\n      title\n      ...WalletItemCard_item\n      ...WalletItemDialog_item\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WalletAddItem($tripUuid: String!, $input: WalletItemInput!, $file: Upload) {\n    addWalletItem(tripUuid: $tripUuid, input: $input, file: $file) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation WalletAddItem($tripUuid: String!, $input: WalletItemInput!, $file: Upload) {\n    addWalletItem(tripUuid: $tripUuid, input: $input, file: $file) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WalletDeleteItem($id: Int!) {\n    deleteWalletItem(id: $id)\n  }\n"): (typeof documents)["\n  mutation WalletDeleteItem($id: Int!) {\n    deleteWalletItem(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WalletUpdateItem($id: Int!, $input: WalletItemInput!, $file: Upload) {\n    updateWalletItem(id: $id, input: $input, file: $file) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation WalletUpdateItem($id: Int!, $input: WalletItemInput!, $file: Upload) {\n    updateWalletItem(id: $id, input: $input, file: $file) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AboutCoverage {\n    destinationCoverage {\n      guideDestinations\n      guideCountries\n      plansAnywhere\n    }\n  }\n"): (typeof documents)["\n  query AboutCoverage {\n    destinationCoverage {\n      guideDestinations\n      guideCountries\n      plansAnywhere\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboardStats {\n    adminStats {\n      totalUsers\n      activeTrips\n      tripsGenerated\n      averageTripLength\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboardStats {\n    adminStats {\n      totalUsers\n      activeTrips\n      tripsGenerated\n      averageTripLength\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboardActivity($limit: Int) {\n    adminActivity(limit: $limit) {\n      id\n      action\n      details\n      createdAt\n      userInfo {\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboardActivity($limit: Int) {\n    adminActivity(limit: $limit) {\n      id\n      action\n      details\n      createdAt\n      userInfo {\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSettingsPage {\n    adminSettings {\n      siteName\n      supportEmail\n      maintenanceMode\n      analyticsEnabled\n      openaiModel\n      openaiTemperature\n      googlePlacesEnabled\n      tripCacheDuration\n    }\n  }\n"): (typeof documents)["\n  query AdminSettingsPage {\n    adminSettings {\n      siteName\n      supportEmail\n      maintenanceMode\n      analyticsEnabled\n      openaiModel\n      openaiTemperature\n      googlePlacesEnabled\n      tripCacheDuration\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateSettings($input: SiteSettingsInput!) {\n    adminUpdateSettings(input: $input) {\n      siteName\n      supportEmail\n      maintenanceMode\n      analyticsEnabled\n      openaiModel\n      openaiTemperature\n      googlePlacesEnabled\n      tripCacheDuration\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateSettings($input: SiteSettingsInput!) {\n    adminUpdateSettings(input: $input) {\n      siteName\n      supportEmail\n      maintenanceMode\n      analyticsEnabled\n      openaiModel\n      openaiTemperature\n      googlePlacesEnabled\n      tripCacheDuration\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCurrencyRates {\n    currencyRates {\n      currency\n      perEuro\n      source\n      asOf\n    }\n  }\n"): (typeof documents)["\n  query AdminCurrencyRates {\n    currencyRates {\n      currency\n      perEuro\n      source\n      asOf\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetCurrencyRate($input: CurrencyRateInput!) {\n    adminSetCurrencyRate(input: $input) {\n      currency\n      perEuro\n      source\n      asOf\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetCurrencyRate($input: CurrencyRateInput!) {\n    adminSetCurrencyRate(input: $input) {\n      currency\n      perEuro\n      source\n      asOf\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSubscribersPage($search: String, $page: Int) {\n    adminSubscriberPage(search: $search, page: $page) {\n      page\n      pageCount\n      total\n      active\n      subscribers {\n        id\n        ...AdminSubscribersTable_subscriber\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminSubscribersPage($search: String, $page: Int) {\n    adminSubscriberPage(search: $search, page: $page) {\n      page\n      pageCount\n      total\n      active\n      subscribers {\n        id\n        ...AdminSubscribersTable_subscriber\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTripsPage($filter: AdminTripFilterInput) {\n    adminTrips(filter: $filter) {\n      uuid\n      ...AdminTripsTable_trip\n    }\n  }\n"): (typeof documents)["\n  query AdminTripsPage($filter: AdminTripFilterInput) {\n    adminTrips(filter: $filter) {\n      uuid\n      ...AdminTripsTable_trip\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsersPage {\n    adminUsers {\n      id\n      ...AdminUsersTable_user\n    }\n  }\n"): (typeof documents)["\n  query AdminUsersPage {\n    adminUsers {\n      id\n      ...AdminUsersTable_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTripsPage {\n    myTrips {\n      uuid\n      ...SavedTripCard_trip\n    }\n  }\n"): (typeof documents)["\n  query MyTripsPage {\n    myTrips {\n      uuid\n      ...SavedTripCard_trip\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripPage($uuid: String!) {\n    trip(uuid: $uuid) {\n      uuid\n      destination\n      ...TripView_trip\n    }\n  }\n"): (typeof documents)["\n  query TripPage($uuid: String!) {\n    trip(uuid: $uuid) {\n      uuid\n      destination\n      ...TripView_trip\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;