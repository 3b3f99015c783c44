/**
 * schema.org's Organization type and its subtypes (LocalBusiness and its many subtypes
 * included), as of schema.org 29. A JSON-LD node of one of these types describes a business.
 */
const LOCAL_BUSINESS = `LocalBusiness AnimalShelter ArchiveOrganization AutomotiveBusiness AutoBodyShop AutoDealer AutoPartsStore
AutoRental AutoRepair AutoWash GasStation MotorcycleDealer MotorcycleRepair ChildCare Dentist DryCleaningOrLaundry
EmergencyService FireStation Hospital PoliceStation EmploymentAgency EntertainmentBusiness AdultEntertainment AmusementPark
ArtGallery Casino ComedyClub MovieTheater NightClub FinancialService AccountingService AutomatedTeller BankOrCreditUnion
InsuranceAgency FoodEstablishment Bakery BarOrPub Brewery CafeOrCoffeeShop Distillery FastFoodRestaurant IceCreamShop
Restaurant Winery GovernmentOffice PostOffice HealthAndBeautyBusiness BeautySalon DaySpa HairSalon HealthClub NailSalon
TattooParlor HomeAndConstructionBusiness Electrician GeneralContractor HVACBusiness HousePainter Locksmith MovingCompany
Plumber RoofingContractor InternetCafe LegalService Attorney Notary Library LodgingBusiness BedAndBreakfast Campground
Hostel Hotel Motel Resort VacationRental MedicalBusiness CommunityHealth Dermatology DietNutrition Emergency Geriatric
Gynecologic MedicalClinic Midwifery Nursing Obstetric Oncologic Optician Optometric Otolaryngologic Pediatric Pharmacy
Physician Physiotherapy PlasticSurgery Podiatric PrimaryCare Psychiatric PublicHealth ProfessionalService RadioStation
RealEstateAgent RecyclingCenter SelfStorage ShoppingCenter SportsActivityLocation BowlingAlley ExerciseGym GolfCourse
PublicSwimmingPool SkiResort SportsClub StadiumOrArena TennisComplex Store BikeStore BookStore ClothingStore ComputerStore
ConvenienceStore DepartmentStore ElectronicsStore Florist FurnitureStore GardenStore GroceryStore HardwareStore HobbyShop
HomeGoodsStore JewelryStore LiquorStore MensClothingStore MobilePhoneStore MovieRentalStore MusicStore
OfficeEquipmentStore OutletStore PawnShop PetStore ShoeStore SportingGoodsStore TireShop ToyStore WholesaleStore
TelevisionStation TouristInformationCenter TravelAgency`;

const ORGANIZATION = `Organization Airline Consortium Corporation EducationalOrganization CollegeOrUniversity ElementarySchool
HighSchool MiddleSchool Preschool School FundingScheme GovernmentOrganization LibrarySystem MedicalOrganization
DiagnosticLab VeterinaryCare NGO NewsMediaOrganization OnlineBusiness OnlineStore PerformingGroup DanceGroup MusicGroup
TheaterGroup PoliticalParty Project FundingAgency ResearchProject ResearchOrganization SearchRescueOrganization
SportsOrganization SportsTeam WorkersUnion`;

const words = (list: string) => list.split(/\s+/).filter((w) => w !== '');

export const LOCAL_BUSINESS_TYPES: ReadonlySet<string> = new Set(words(LOCAL_BUSINESS));
export const ORGANIZATION_TYPES: ReadonlySet<string> = new Set([...words(ORGANIZATION), ...LOCAL_BUSINESS_TYPES]);

/** Types too general to say what the business does. */
const GENERIC = new Set(['Organization', 'LocalBusiness', 'Corporation', 'OnlineBusiness', 'ProfessionalService', 'Store']);

/** `https://schema.org/Bakery`, `schema:Bakery` and `Bakery` are the same type. */
export const bareType = (type: string): string => type.trim().replace(/^(?:https?:\/\/(?:www\.)?schema\.org\/|schema:)/i, '');

/** A specific type as words (`CafeOrCoffeeShop` → `Cafe or coffee shop`); null for a generic one. */
export function industryOfType(type: string): string | null {
  if (GENERIC.has(type) || !ORGANIZATION_TYPES.has(type)) return null;
  const spaced = type.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2');
  return (
    spaced.charAt(0) +
    spaced
      .slice(1)
      .toLowerCase()
      .replace(/\bhvac\b/, 'HVAC')
      .replace(/\bngo\b/, 'NGO')
  );
}
