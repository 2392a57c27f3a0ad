# How a sentence says a card, en. Fluent syntax: https://projectfluent.org/fluent/guide/
#
# $rank and $suit are the names of cards.ftl. $name is a card's or a rank's name; $gender
# (masculine, feminine) and $elided (yes, no, or auto: by the word's first sound) are the
# attributes of its rank in cards.ftl, for the languages whose articles agree with them.

## A card's name: "Seven of Coins"
card-name = { $rank } of { $suit }

## A name with its definite article: "the Seven of Coins"
card-the = the { $name }

## A name after the preposition "to", where a language joins the two ("al Re"): English
## says "the" there too
card-to = the { $name }

## What the language writes where two words meet once a sentence is put together: pairs
## "written=said" separated by "|" (French: "de le=du", and "de=d'" before a vowel); none here
contractions = {""}
elisions = {""}

## The language's plural categories as CLDR writes them: a count chooses its words by them
plural_rules = one: i in 1 and v in 0
