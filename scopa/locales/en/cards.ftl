# The cards' names, en. Fluent syntax: https://projectfluent.org/fluent/guide/

## The pips, Ace to Ten (8, 9 and 10 are pips in the 52-card deck)

rank-1 = Ace
    .gender = masculine
    .plural = Aces
rank-2 = Two
    .gender = masculine
    .plural = Twos
rank-3 = Three
    .gender = masculine
    .plural = Threes
rank-4 = Four
    .gender = masculine
    .plural = Fours
rank-5 = Five
    .gender = masculine
    .plural = Fives
rank-6 = Six
    .gender = masculine
    .plural = Sixes
rank-7 = Seven
    .gender = masculine
    .plural = Sevens
rank-8 = Eight
    .gender = masculine
    .plural = Eights
rank-9 = Nine
    .gender = masculine
    .plural = Nines
rank-10 = Ten
    .gender = masculine
    .plural = Tens

## The figures of the neapolitan cards: Fante, Cavallo, Re by rank

figure-neapolitan-1 = Jack
    .gender = masculine
    .plural = Jacks
figure-neapolitan-2 = Knight
    .gender = masculine
    .plural = Knights
figure-neapolitan-3 = King
    .gender = masculine
    .plural = Kings

## The suits of the neapolitan cards

suit-neapolitan-coins = Coins
suit-neapolitan-cups = Cups
suit-neapolitan-swords = Swords
suit-neapolitan-clubs = Clubs

## The figures of the siciliane cards: Fante, Cavallo, Re by rank

figure-siciliane-1 = Jack
    .gender = masculine
    .plural = Jacks
figure-siciliane-2 = Knight
    .gender = masculine
    .plural = Knights
figure-siciliane-3 = King
    .gender = masculine
    .plural = Kings

## The suits of the siciliane cards

suit-siciliane-coins = Coins
suit-siciliane-cups = Cups
suit-siciliane-swords = Swords
suit-siciliane-clubs = Clubs

## The figures of the spanish cards: Fante, Cavallo, Re by rank

figure-spanish-1 = Jack
    .gender = masculine
    .plural = Jacks
figure-spanish-2 = Knight
    .gender = masculine
    .plural = Knights
figure-spanish-3 = King
    .gender = masculine
    .plural = Kings

## The suits of the spanish cards

suit-spanish-coins = Coins
suit-spanish-cups = Cups
suit-spanish-swords = Swords
suit-spanish-clubs = Clubs

## The figures of the french cards: Fante, Cavallo, Re by rank

figure-french-1 = Jack
    .gender = masculine
    .plural = Jacks
figure-french-2 = Queen
    .gender = masculine
    .plural = Queens
figure-french-3 = King
    .gender = masculine
    .plural = Kings

## The suits of the french cards

suit-french-coins = Diamonds
suit-french-cups = Hearts
suit-french-swords = Spades
suit-french-clubs = Clubs

## Names players use for a card on its own (empty: none)

nickname-7D = {""}
